export * from "./client-quote";
