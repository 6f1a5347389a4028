export * from "./section";
