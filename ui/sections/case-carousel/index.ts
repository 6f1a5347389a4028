export * from "./case-carousel";
