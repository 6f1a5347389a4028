export * from "./hero";
