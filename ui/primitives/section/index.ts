export * from "./section";
export * from "./section-header";
