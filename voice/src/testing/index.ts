// Test doubles shipped with the package: a scriptable fake Daily call object and a fake voice client. Browser-safe;
// the platform emulator (a Node HTTP server) is its own entry, `@parley/voice/testing/emulator`. See the README.
export * from "./call-doubles/index.ts";
