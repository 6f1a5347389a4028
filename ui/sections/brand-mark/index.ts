export * from "./brand-mark";
