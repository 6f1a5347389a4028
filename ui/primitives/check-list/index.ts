export * from "./check-list";
export * from "./tick-disc";
