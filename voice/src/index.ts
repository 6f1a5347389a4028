// @parley/voice: browser voice calls (./call), choosing their devices (./devices) and the platform REST client (./rest).
export * from "./rest/index.ts";
export * from "./call/index.ts";
export * from "./devices.ts";
