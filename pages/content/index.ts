// The site's copy and business constants: one typed module, reused by pages and stories.
export * from "./site";
export * from "./voice-demo";
export * from "./hero";
export * from "./home-story";
export * from "./home-offer";
export * from "./chrome";
export * from "./pages";
