export * from "./icon-tile";
