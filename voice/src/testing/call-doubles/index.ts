export * from "./fake-daily.ts";
export * from "./fake-dom.ts";
export * from "./fake-voice-client.ts";
