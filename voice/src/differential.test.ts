// The differential test (voice/MIGRATING.md): the same scenarios run against the official `@vapi-ai/web` (a dev
// dependency) and `@parley/voice`, both talking to the platform emulator over HTTP and to one shared fake Daily.
// Every scenario whose traces differ must be listed as an intentional difference in MIGRATING.md, and every listed
// difference must still be one: the guide and the behaviour cannot drift apart.
import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVoiceClient, type VoiceClient } from "./call/client.ts";
import { setMicrophone, setSpeaker } from "./devices.ts";
import type { WebCall } from "./rest/calls-web.ts";
import type { FakeCallObject, FakeDaily, FakeDom } from "./testing/call-doubles/index.ts";
import { createFakeDaily, installFakeDom } from "./testing/call-doubles/index.ts";
import { startEmulator, type Emulator } from "./testing/emulator/index.ts";

const TOKEN = "differential-public-key";
const ASSISTANT = "asst_differential";
const OVERRIDES = { firstMessage: "Hello from the differential test" };

// ---- the official SDK, loaded with the shared fake Daily in place of daily-js ----

let daily: FakeDaily;
/** The call object as the official SDK sees it: ours, plus the few daily-js methods only it calls. */
function forOfficialSdk(call: FakeCallObject) {
  const extra: Record<string, unknown> = {
    once: (event: string, handler: (payload: unknown) => void) => {
      const once = (payload: unknown) => {
        call.off(event as never, once);
        handler(payload);
      };
      call.on(event as never, once);
    },
    iframe: () => undefined,
    setOutputDeviceAsync: () => Promise.resolve(),
    isLocalAudioLevelObserverRunning: () => false,
    getLocalAudioLevel: () => 0,
  };
  return new Proxy(call, {
    get(target, property) {
      if (typeof property === "string" && property in extra && !(property in target)) return extra[property];
      const value: unknown = Reflect.get(target, property, target);
      // Bound: the fake's private fields only work with the real object as `this`.
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type OfficialVapi = {
  start(assistant: string, overrides?: object): Promise<unknown>;
  reconnect(webCall: object): Promise<void>;
  setInputDevicesAsync(options: { audioDeviceId: string }): Promise<void>;
  setOutputDeviceAsync(options: { outputDeviceId: string }): void;
  stop(): Promise<void>;
  on(event: string, listener: (payload: unknown) => void): unknown;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  say(message: string, endCallAfterSpoken?: boolean): void;
  send(message: object): void;
};
type OfficialVapiClass = new (token: string, baseUrl?: string, dailyConfig?: DailyConfig) => OfficialVapi;
type DailyConfig = { alwaysIncludeMicInPermissionPrompt?: boolean };

function loadOfficialSdk(): OfficialVapiClass {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@vapi-ai/web");
  const dailyPath = createRequire(entry).resolve("@daily-co/daily-js");
  // The official SDK requires daily-js itself (no injection point): its module is replaced in Node's cache.
  const fake = new Module(dailyPath);
  fake.filename = dailyPath;
  fake.loaded = true;
  fake.exports = {
    __esModule: true,
    default: { createCallObject: (options: never) => forOfficialSdk(daily.createCallObject(options)) },
  };
  require.cache[dailyPath] = fake;
  return (require(entry) as { default: OfficialVapiClass }).default;
}

// ---- one scenario, two SDKs ----

/** The events both SDKs have, recorded in order (consecutive volume levels collapsed). */
const SHARED_EVENTS = [
  "call-start-success",
  "call-start-failed",
  "call-start",
  "call-end",
  "speech-start",
  "speech-end",
  "volume-level",
  "message",
  "error",
] as const;

interface Driver {
  start(): Promise<unknown>;
  reconnect(webCall: object): Promise<unknown>;
  setMicrophone(deviceId: string): Promise<void>;
  setSpeaker(deviceId: string): Promise<void>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  say(message: string, end: boolean): void;
  send(message: object): void;
  on(event: string, listener: (payload: unknown) => void): void;
}

function official(Vapi: OfficialVapiClass, baseUrl: string, dailyConfig?: DailyConfig): Driver {
  const vapi = new Vapi(TOKEN, baseUrl, dailyConfig);
  return {
    start: () => vapi.start(ASSISTANT, OVERRIDES),
    reconnect: (webCall) => vapi.reconnect(webCall),
    setMicrophone: (audioDeviceId) => vapi.setInputDevicesAsync({ audioDeviceId }),
    setSpeaker: (outputDeviceId) => Promise.resolve(vapi.setOutputDeviceAsync({ outputDeviceId })),
    stop: () => vapi.stop(),
    setMuted: (muted) => vapi.setMuted(muted),
    isMuted: () => vapi.isMuted(),
    say: (message, end) => vapi.say(message, end),
    send: (message) => vapi.send(message),
    // The microphone's level is 'local-volume-level' there, 'microphone-level' here.
    on: (event, listener) => void vapi.on(event === "microphone-level" ? "local-volume-level" : event, listener),
  };
}

function ours(baseUrl: string, dailyConfig?: DailyConfig): Driver {
  const client: VoiceClient = createVoiceClient({
    token: TOKEN,
    baseUrl,
    daily,
    isMobile: false,
    ...(dailyConfig ? { callObjectOptions: { dailyConfig } } : {}),
  });
  return {
    start: () => client.start({ assistant: ASSISTANT, assistantOverrides: OVERRIDES }),
    reconnect: (webCall) => client.reconnect(webCall as WebCall),
    setMicrophone: (deviceId) => setMicrophone(client, deviceId),
    setSpeaker: (deviceId) => setSpeaker(client, deviceId),
    stop: () => client.stop(),
    setMuted: (muted) => client.setMuted(muted),
    isMuted: () => client.isMuted(),
    say: (message, end) => client.say(message, end),
    send: (message) => client.send(message as never),
    on: (event, listener) => client.on(event as never, listener),
  };
}

interface Trace {
  events: string[];
  /** What else a user can observe: start()'s answer, audio elements left, live call objects, messages sent … */
  facts: Record<string, unknown>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

type Scenario = (driver: Driver, facts: Record<string, unknown>) => Promise<void>;

/** A started call with the assistant in the room and listening. */
async function connected(driver: Driver, facts: Record<string, unknown>) {
  const starting = driver.start();
  await until(() => daily.created.length > 0 && daily.latest.state === "joined");
  daily.latest.assistantJoins();
  daily.latest.appMessage("listening");
  facts.started = (await starting) !== null;
  await settle();
}

async function until(condition: () => boolean, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("the scenario's call never got there");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The scenarios; ids are what MIGRATING.md's table of intentional differences names. */
const scenarios: Record<string, Scenario> = {
  "connect-talk-stop": async (driver, facts) => {
    await connected(driver, facts);
    daily.latest.audioLevel(0.6);
    daily.latest.appMessage({ type: "transcript", role: "assistant", transcriptType: "final", transcript: "Hi" });
    await settle();
    await driver.stop();
    await settle();
    facts.audioElementsLeft = dom.audioElements().length;
  },
  "start-refused-401": async (driver, facts) => {
    const answer = await driver.start().catch((error: unknown) => `threw ${(error as Error).name}`);
    facts.answer = answer === null ? "null" : typeof answer === "string" ? answer : "a call";
    await settle();
  },
  "stop-while-requesting": async (driver, facts) => {
    const starting = driver.start();
    await driver.stop();
    facts.answer = await starting.then(
      (call) => (call === null ? "null" : "a call"),
      () => "threw",
    );
    await settle();
    await settle();
  },
  "server-ends-then-start-again": async (driver, facts) => {
    await connected(driver, facts);
    daily.latest.appMessage({ type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
    await settle();
    // Before Daily reports the meeting left: can the visitor call again straight away?
    const again = await driver.start().catch(() => "threw");
    facts.startAgain = again === null ? "null" : again === "threw" ? "threw" : "a call";
    await settle();
    await driver.stop();
    await settle();
  },
  "mute-and-unmute": async (driver, facts) => {
    await connected(driver, facts);
    driver.setMuted(true);
    facts.mutedReported = driver.isMuted();
    facts.microphoneOn = daily.latest.localAudio();
    driver.setMuted(false);
    facts.unmutedReported = driver.isMuted();
    await driver.stop();
    await settle();
  },
  "say-and-send": async (driver, facts) => {
    await connected(driver, facts);
    driver.say("Thanks for calling", true);
    driver.send({ type: "add-message", message: { role: "system", content: "The caller is on the pricing page." } });
    facts.sent = [...daily.latest.sent];
    await driver.stop();
    await settle();
  },
  "nonfatal-daily-error": async (driver, facts) => {
    await connected(driver, facts);
    daily.latest.nonfatalError("screen-share-error");
    await settle();
    facts.stillInCall = daily.latest.state === "joined";
    await driver.stop();
    await settle();
  },
  "join-fails-then-start-again": async (driver, facts) => {
    daily.fail.join = new Error("join failed: the network dropped");
    facts.first = await driver.start().then(
      (call) => (call === null ? "null" : "a call"),
      () => "threw",
    );
    delete daily.fail.join;
    await settle();
    const again = driver.start();
    await until(() => daily.live().length === 1 && daily.latest.state === "joined").catch(() => undefined);
    if (daily.live().length === 1) {
      daily.latest.assistantJoins();
      daily.latest.appMessage("listening");
    }
    facts.second = await again.then(
      (call) => (call === null ? "null" : "a call"),
      () => "threw",
    );
    await settle();
    await driver.stop();
    await settle();
  },
  "muted-while-joining": async (driver, facts) => {
    daily.joinMode = "manual";
    const starting = driver.start();
    await until(() => daily.created.length > 0 && daily.latest.state === "joining");
    facts.mutedWhileJoining = driver.isMuted();
    daily.latest.resolveJoin();
    await settle();
    daily.latest.assistantJoins();
    daily.latest.appMessage("listening");
    await starting;
    await settle();
    facts.mutedWhenJoined = driver.isMuted();
    await driver.stop();
    await settle();
  },
  "autoplay-blocked": async (driver, facts) => {
    dom.blockAutoplay(
      Object.assign(new Error("play() failed: the user did not interact"), { name: "NotAllowedError" }),
    );
    await connected(driver, facts);
    // The visitor clicks the page, and the app plays the assistant's element again (the browser's rule).
    dom.allowAutoplay();
    await dom.audioElements()[0]?.play();
    await settle();
    facts.sent = [...daily.latest.sent];
    facts.stillInCall = daily.latest.state === "joined";
    await driver.stop();
    await settle();
  },
  "meeting-left-from-outside": async (driver, facts) => {
    await connected(driver, facts);
    daily.latest.leftMeeting();
    await settle();
    await settle();
  },
  "server-ends-mid-speech": async (driver, facts) => {
    await connected(driver, facts);
    daily.latest.audioLevel(0.6);
    daily.latest.appMessage({ type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
    await settle();
    // What the platform still sends between its 'ended' and Daily leaving the room.
    daily.latest.appMessage({ type: "transcript", role: "assistant", transcriptType: "final", transcript: "Bye" });
    daily.latest.audioLevel(0.3);
    facts.audioElementsBeforeLeft = dom.audioElements().length;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the assistant's last words fade: speech-end
    daily.latest.leftMeeting();
    await settle();
  },
  "microphone-level-unused": async (driver, facts) => {
    await connected(driver, facts);
    await settle();
    facts.calls = [...daily.latest.calls];
    await driver.stop();
    await settle();
  },
  "microphone-level-listened": async (driver, facts) => {
    const levels: unknown[] = [];
    driver.on("microphone-level", (level) => levels.push(level));
    await connected(driver, facts);
    await settle();
    facts.calls = [...daily.latest.calls];
    daily.latest.microphoneLevel(0.3);
    facts.levels = levels;
    await driver.stop();
    await settle();
  },
  "reconnect-without-url": async (driver, facts) => {
    facts.answer = await driver.reconnect({ id: "call_kept" }).then(
      () => "resolved",
      (error: unknown) => `threw ${(error as Error).message}`,
    );
    await settle();
  },
  "reconnect-rejoins": async (driver, facts) => {
    const kept = { id: "call_kept", webCallUrl: `${emulator.url}/web-call/call_kept` };
    facts.answer = await driver.reconnect(kept).then(
      () => "resolved",
      (error: unknown) => `threw ${(error as Error).message}`,
    );
    facts.joinedUrl = daily.latest.joinOptions?.url === kept.webCallUrl;
    await driver.stop();
    await settle();
  },
  "permission-prompt-flag": async (driver, facts) => {
    await connected(driver, facts);
    facts.flagPassedToDaily = "alwaysIncludeMicInPermissionPrompt" in (daily.latest.options.dailyConfig ?? {});
    await driver.stop();
    await settle();
  },
  "devices-gone-next-call": async (driver, facts) => {
    await connected(driver, facts);
    await driver.setSpeaker("spk-usb");
    await driver.setMicrophone("mic-usb");
    await driver.stop();
    await settle();
    // Unplugged between two calls: the second call must go on (and never reject unhandled).
    dom.unplugged.add("spk-usb");
    daily.unplugged.add("mic-usb");
    await connected(driver, facts);
    await settle();
    facts.secondCallStillOn = daily.latest.state === "joined";
    facts.secondCallAskedForMicrophone = [...daily.latest.inputDevices];
    await driver.stop();
    await settle();
  },
};

let emulator: Emulator;
let refusing: Emulator;
let dom: FakeDom;
let Vapi: OfficialVapiClass;

beforeAll(async () => {
  emulator = await startEmulator({ token: TOKEN });
  refusing = await startEmulator({ token: "some-other-key" });
  Vapi = loadOfficialSdk();
});
afterAll(async () => {
  await emulator.close();
  await refusing.close();
});
async function run(sdk: "official" | "ours", name: string): Promise<Trace> {
  daily = createFakeDaily();
  dom = installFakeDom();
  const baseUrl = name === "start-refused-401" ? refusing.url : emulator.url;
  const dailyConfig = name === "permission-prompt-flag" ? { alwaysIncludeMicInPermissionPrompt: false } : undefined;
  const driver = sdk === "official" ? official(Vapi, baseUrl, dailyConfig) : ours(baseUrl, dailyConfig);
  const events: string[] = [];
  for (const event of SHARED_EVENTS)
    driver.on(event, () => {
      if (event === "volume-level" && events.at(-1) === event) return;
      events.push(event);
    });
  const facts: Record<string, unknown> = {};
  const { error, warn } = console;
  // The official SDK logs its cleanup errors, and warns when it drops the permission prompt flag.
  console.error = console.warn = () => undefined;
  try {
    await scenarios[name]?.(driver, facts);
  } finally {
    Object.assign(console, { error, warn });
  }
  facts.liveCallObjects = daily.live().length;
  dom.uninstall();
  // A copy: the SDK's listeners stay attached, and a late event must not rewrite a finished trace.
  return structuredClone({ events, facts });
}

/** The scenario ids MIGRATING.md lists as intentional differences (its table's first column). */
function listedDifferences(): string[] {
  const guide = readFileSync(new URL("../MIGRATING.md", import.meta.url), "utf8");
  const section = guide.split("## Intentional differences")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^\| `([a-z0-9-]+)` +\|/gm)].map((match) => match[1] ?? "");
}

describe("@vapi-ai/web and @parley/voice, scenario by scenario", () => {
  const traces: Record<string, { official: Trace; ours: Trace }> = {};

  it.each(Object.keys(scenarios))("%s runs on both", async (name) => {
    traces[name] = { official: await run("official", name), ours: await run("ours", name) };
  });

  it("differ exactly where MIGRATING.md says they do", () => {
    const differing = Object.entries(traces)
      .filter(([, { official, ours }]) => JSON.stringify(official) !== JSON.stringify(ours))
      .map(([name]) => name);
    // On failure the message carries both traces of every scenario, to write the guide's row from.
    expect(differing.sort(), JSON.stringify(traces, null, 1)).toEqual(listedDifferences().sort());
  });
});
