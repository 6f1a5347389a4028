export * from "./consultation-cta";
