export * from "./field";
