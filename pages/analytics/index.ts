export * from "./consent";
export * from "./analytics-loader";
export * from "./cookie-consent";
export * from "./use-cookie-consent";
export * from "./cookie-consent-provider";
