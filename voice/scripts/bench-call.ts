// `npm run bench:call -w @parley/voice`: what the call client costs and whether it leaks.
// 1. Bundles (rolldown, minified, gzip -9, @daily-co/daily-js external) of an app that uses every call feature and
//    of one that only starts a call, through the package root; fails above each one's goal (the minimal app 6.5 KB,
//    the one using everything 7 KB) or if Daily is imported eagerly.
// 2. Runs 1,000 start/stop cycles against the fake Daily (full calls with audio and speech, stops during the
//    web call request, stops during the join) and counts what is left: Daily listeners, live call objects,
//    <audio> elements, pending timers and intervals of the client. Fails unless all are 0.
import path from "node:path";
import { createVoiceClient } from "../src/call/index.ts";
import { bundle, kb, scratchDir, voiceDir } from "./bundle-size.ts";
import { createFakeDaily, installFakeDom } from "../src/testing/call-doubles/index.ts";

const CYCLES = 1000;
const voice = voiceDir;
const work = scratchDir("bench-call-");
let failed = false;

// ---- 1. size ----

/** Each app's source and its gzip goal in bytes. */
const APPS: Record<string, { source: string; goal: number }> = {
  // Every method and event of the call client, as an app that uses all of them bundles it. (A bare
  // `export * from src/call` also pays for the list of ~30 export names, which no app bundle contains.)
  "app using every call feature": {
    goal: 7 * 1024,
    source: `import { createVoiceClient, parseServerMessage, FATAL_ERROR_TYPES } from ${JSON.stringify(path.join(voice, "src/index.ts"))};
export const client = createVoiceClient({ token: "pk" });
for (const event of ["status", "call-start-progress", "call-start-success", "call-start-failed", "call-start", "call-end",
  "speech-start", "speech-end", "volume-level", "microphone-level", "network-quality", "recording", "device-error",
  "message", "error", "warning", "audio", "video"]) client.on(event, console.log);
export const run = async (webCall) => {
  await client.start({ assistant: "asst", roomDeleteOnUserLeaveEnabled: false, noiseCancellation: false });
  await client.reconnect(webCall);
  client.setMuted(true); client.isMuted(); client.setOutputVolume(0.5);
  client.say("Hi"); client.send({ type: "end-call" });
  await client.end(); await client.stop();
};
export { parseServerMessage, FATAL_ERROR_TYPES };`,
  },
  "app: createVoiceClient from the package root": {
    goal: 6.5 * 1024,
    source: `import { createVoiceClient } from ${JSON.stringify(path.join(voice, "src/index.ts"))};
export const client = createVoiceClient({ token: "pk" });
client.on("call-start", () => {});
export const start = () => client.start({ assistant: "asst" });`,
  },
};

console.log("Bundles (rolldown, minified, ESM, @daily-co/daily-js external):");
for (const [name, { source, goal }] of Object.entries(APPS)) {
  const { code, raw, gzip } = await bundle(work.dir, name, source);
  const eagerDaily = /\bfrom\s*["'`]@daily-co\/daily-js["'`]|\bimport\s*["'`]@daily-co\/daily-js/.test(code);
  const lazyDaily = /\bimport\(\s*["'`]@daily-co\/daily-js["'`]\s*\)/.test(code);
  const ok = gzip <= goal && !eagerDaily && lazyDaily;
  if (!ok) failed = true;
  console.log(
    `  ${name}: ${kb(raw)} min, ${kb(gzip)} gzip (${gzip} B; goal ≤ ${kb(goal)}; official SDK own code 12.9 KB)` +
      ` · Daily ${lazyDaily && !eagerDaily ? "loaded by dynamic import only" : "IMPORTED EAGERLY"} ${ok ? "✓" : "✗"}`,
  );
}
work.dispose();

// ---- 2. 1,000 start/stop cycles ----

// Count the client's timers: wrap the globals after the fake Daily captured its own (its latency is Daily's).
const pending = { timeouts: new Set<unknown>(), intervals: new Set<unknown>() };
const real = { setTimeout, clearTimeout, setInterval, clearInterval };
globalThis.setTimeout = ((handler: () => void, ms?: number) => {
  const id = real.setTimeout(() => {
    pending.timeouts.delete(id);
    handler();
  }, ms);
  pending.timeouts.add(id);
  return id;
}) as typeof setTimeout;
globalThis.clearTimeout = (id: Parameters<typeof clearTimeout>[0]) => {
  pending.timeouts.delete(id);
  real.clearTimeout(id);
};
globalThis.setInterval = ((handler: () => void, ms?: number) => {
  const id = real.setInterval(handler, ms);
  pending.intervals.add(id);
  return id;
}) as typeof setInterval;
globalThis.clearInterval = (id: Parameters<typeof clearInterval>[0]) => {
  pending.intervals.delete(id);
  real.clearInterval(id);
};

const dom = installFakeDom();
const daily = createFakeDaily();
const webCall = { id: "call_1", webCallUrl: "https://bench.daily.co/room" };
const fetch = () => Promise.resolve(Response.json(webCall));
const client = createVoiceClient({ token: "pk", fetch, daily, isMobile: false });
const errors: string[] = [];
client.on("error", (event) => errors.push(`${event.type}: ${event.error.message}`));
let maxLive = 0;
let calls = 0;
let maxAudio = 0;
const variants = { "full call, then stop": 0, "stop during the web call request": 0, "stop during the join": 0 };

const startedAt = performance.now();
for (let cycle = 0; cycle < CYCLES; cycle += 1) {
  const variant = cycle % 3;
  if (variant === 0) {
    const result = await client.start({ assistant: "asst" });
    if (result) calls += 1;
    const call = daily.latest;
    call.appMessage("listening");
    call.assistantJoins();
    call.audioLevel(0.2);
    call.appMessage({ type: "transcript", role: "assistant", transcriptType: "final", transcript: "Hi" });
    maxAudio = Math.max(maxAudio, dom.audioElements().length);
    maxLive = Math.max(maxLive, daily.live().length);
    await client.stop();
    variants["full call, then stop"] += 1;
  } else if (variant === 1) {
    const starting = client.start({ assistant: "asst" });
    await client.stop();
    await starting;
    variants["stop during the web call request"] += 1;
  } else {
    const joining = new Promise<void>((resolve) => {
      const off = client.on("call-start-progress", (event) => {
        if (event.stage === "daily-call-join" && event.status === "started") {
          off();
          resolve();
        }
      });
    });
    const starting = client.start({ assistant: "asst" });
    await joining;
    await client.stop();
    await starting;
    variants["stop during the join"] += 1;
  }
}
const elapsed = performance.now() - startedAt;

const left = {
  "Daily listeners": daily.listenerCount(),
  "live Daily call objects": daily.live().length,
  "<audio> elements": dom.audioElements().length,
  "pending timeouts": pending.timeouts.size,
  "pending intervals": pending.intervals.size,
  "client status not idle": client.status === "idle" ? 0 : 1,
  "error events": errors.length,
};
console.log(`\n${CYCLES} start/stop cycles with the fake Daily in ${elapsed.toFixed(0)} ms:`);
for (const [variant, count] of Object.entries(variants)) console.log(`  ${variant}: ${count}`);
console.log(`  call objects created: ${daily.created.length}; full calls: ${calls}; most live at once: ${maxLive}`);
console.log(`  most <audio> elements during a call: ${maxAudio}`);
console.log("Left after the last stop:");
for (const [what, count] of Object.entries(left)) {
  if (count !== 0) failed = true;
  console.log(`  ${what}: ${count} ${count === 0 ? "✓" : "✗"}`);
}
if (errors.length) console.log(errors.slice(0, 5).join("\n"));
dom.uninstall();
process.exitCode = failed ? 1 : 0;
