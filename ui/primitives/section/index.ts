export * from "./eyebrow";
export * from "./section";
export * from "./section-header";
