export * from "./slider";
