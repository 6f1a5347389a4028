export * from "./path-chooser";
