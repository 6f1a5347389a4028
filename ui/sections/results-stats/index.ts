export * from "./results-stats";
