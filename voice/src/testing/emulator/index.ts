export { startEmulator } from "./server.ts";
export type { Emulator, EmulatorFault, EmulatorOptions, EmulatorRequest, PhoneCallsOptions } from "./server.ts";
export { sendServerMessage } from "./phone-calls.ts";
export type { PhoneCallOutcome, PlayPhoneCallOptions, ServerMessage, WebhookDelivery } from "./phone-calls.ts";
