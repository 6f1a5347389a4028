#!/usr/bin/env node
// `parley-voice-emulator --port 4010 [--host 127.0.0.1] [--token secret] [--play answered|no-answer|busy|failed]`:
// runs the platform emulator until Ctrl-C. With --play, every new outbound phone call is played to its webhook.
import { parseArgs } from "node:util";
import { PHONE_CALL_OUTCOMES, type PhoneCallOutcome } from "./phone-calls.ts";
import { startEmulator } from "./server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4010" },
    host: { type: "string", default: "127.0.0.1" },
    token: { type: "string" },
    play: { type: "string" },
  },
});

const play = values.play as PhoneCallOutcome | undefined;
if (play !== undefined && !PHONE_CALL_OUTCOMES.includes(play)) {
  console.error(`--play must be one of: ${PHONE_CALL_OUTCOMES.join(", ")}`);
  process.exit(2);
}

const emulator = await startEmulator({
  port: Number(values.port),
  host: values.host,
  token: values.token,
  phoneCalls: play ? { autoPlay: play } : undefined,
});
console.log(`Platform emulator listening on ${emulator.url}`);
console.log(values.token ? "Requests need Authorization: Bearer <your --token>." : "Any bearer token is accepted.");
if (play) console.log(`New phone calls are played as "${play}" to their webhook URL.`);

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
