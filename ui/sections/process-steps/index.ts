export * from "./process-steps";
