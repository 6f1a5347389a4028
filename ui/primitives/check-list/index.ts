export * from "./check-list";
