// @parley/voice: browser voice calls (./call) and the platform REST client (./rest).
export * from "./rest/index.ts";
export * from "./call/index.ts";
