export * from "./event-pass";
