export * from "./report-cover";
