export * from "./guarantees";
