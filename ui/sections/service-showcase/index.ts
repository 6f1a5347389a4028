export * from "./service-showcase";
