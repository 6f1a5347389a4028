export * from "./discipline-list";
