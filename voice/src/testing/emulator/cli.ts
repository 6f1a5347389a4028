#!/usr/bin/env node
// `parley-voice-emulator --port 4010 [--host 127.0.0.1] [--token secret]`: runs the platform emulator until Ctrl-C.
import { parseArgs } from "node:util";
import { startEmulator } from "./server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4010" },
    host: { type: "string", default: "127.0.0.1" },
    token: { type: "string" },
  },
});

const emulator = await startEmulator({ port: Number(values.port), host: values.host, token: values.token });
console.log(`Platform emulator listening on ${emulator.url}`);
console.log(values.token ? "Requests need Authorization: Bearer <your --token>." : "Any bearer token is accepted.");

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
