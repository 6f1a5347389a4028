export * from "./page-hero";
