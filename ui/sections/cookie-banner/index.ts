export * from "./cookie-banner";
