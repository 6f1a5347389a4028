export * from "./feature-grid";
