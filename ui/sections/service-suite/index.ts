export * from "./service-suite";
