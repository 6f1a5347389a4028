export * from "./monogram";
