export * from "./site-nav";
