export * from "./report-byline";
