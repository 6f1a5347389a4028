export * from "./slider";
export * from "./slider-field";
