export * from "./insight-chart";
