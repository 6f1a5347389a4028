export * from "./challenges";
