export { startEmulator } from "./server.ts";
export type { Emulator, EmulatorFault, EmulatorOptions, EmulatorRequest } from "./server.ts";
