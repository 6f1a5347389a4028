export * from "./editorial-statement";
