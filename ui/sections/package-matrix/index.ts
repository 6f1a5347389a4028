export * from "./package-matrix";
