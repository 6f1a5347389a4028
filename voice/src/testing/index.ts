// Test doubles shipped with the package: a scriptable fake Daily call object, a fake voice client, and a
// local platform emulator. See the package README, "Testing".
export * from "./call-doubles/index.ts";
export * from "./emulator/index.ts";
