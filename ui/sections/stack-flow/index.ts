export * from "./stack-flow";
