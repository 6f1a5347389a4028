export * from "./roi-calculator";
export * from "./roi-math";
