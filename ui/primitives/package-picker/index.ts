export * from "./package-picker";
