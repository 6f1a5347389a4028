export * from "./site-footer";
