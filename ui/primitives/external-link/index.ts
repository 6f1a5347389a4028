export * from "./external-link";
