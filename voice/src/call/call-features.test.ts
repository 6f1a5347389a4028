// What @vapi-ai/web's users ask for beyond the main flow: rejoining a live call, the microphone's level, devices,
// and Daily's network, recording and device events, all driven through the shipped fake Daily and fake DOM.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getAudioDevices, setMicrophone, setSpeaker } from "../devices.ts";
import type { WebCall } from "../rest/calls-web.ts";
import { createFakeDaily, installFakeDom, type FakeDaily, type FakeDom } from "../testing/call-doubles/index.ts";
import { createVoiceClient, type VoiceClient } from "./client.ts";
import type { VoiceClientEvents } from "./events.ts";

const JSON_TYPE = { "content-type": "application/json" };

const WEB_CALL: WebCall = { id: "call_1", webCallUrl: "https://example.daily.co/room" };

let daily: FakeDaily;
let dom: FakeDom;
beforeEach(() => {
  daily = createFakeDaily();
  dom = installFakeDom();
});
afterEach(() => dom.uninstall());

/** A fetch whose POST /call/web answers `answer`, recording the bodies sent in `posts`. */
function setupFetch(answer: WebCall = WEB_CALL, posts: unknown[] = []): typeof globalThis.fetch {
  return (_url, init = {}) => {
    posts.push(JSON.parse(init.body as string));
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 201, headers: JSON_TYPE }));
  };
}

/** A client whose POST /call/web answers `answer`; `posts` are the bodies sent. */
function setup(answer: WebCall = WEB_CALL) {
  const posts: unknown[] = [];
  const client = createVoiceClient({ token: "pk", fetch: setupFetch(answer, posts), daily, isMobile: false });
  const events: { name: string; payload: unknown }[] = [];
  const on = <E extends keyof VoiceClientEvents>(name: E) =>
    client.on(name, (payload) => events.push({ name, payload }));
  for (const name of [
    "call-start",
    "call-start-success",
    "call-start-failed",
    "call-end",
    "error",
    "microphone-level",
    "network-quality",
    "recording",
    "device-error",
  ] as const)
    on(name);
  const named = (name: string) => events.filter((event) => event.name === name).map((event) => event.payload);
  return { client, posts, events, named };
}

async function connected(client: ReturnType<typeof setup>["client"]) {
  const call = await client.start({ assistant: "asst_1" });
  daily.latest.assistantJoins();
  daily.latest.appMessage("listening");
  return call;
}

describe("roomDeleteOnUserLeaveEnabled", () => {
  it("is sent when given (false keeps the room for reconnect) and left out otherwise", async () => {
    const { client, posts } = setup();
    await client.start({ assistant: "asst_1", roomDeleteOnUserLeaveEnabled: false });
    await client.stop();
    await client.start({ assistant: "asst_1" });
    expect(posts).toEqual([{ assistantId: "asst_1", roomDeleteOnUserLeaveEnabled: false }, { assistantId: "asst_1" }]);
  });
});

describe("reconnect", () => {
  it("rejoins the live call's room without creating a call, and the call is on at once", async () => {
    const { client, posts, events } = setup();
    const webCall = { ...WEB_CALL, webCallUrl: "https://example.daily.co/kept-room" };
    await expect(client.reconnect(webCall)).resolves.toEqual(webCall);
    expect(posts).toEqual([]);
    expect(daily.latest.joinOptions?.url).toBe("https://example.daily.co/kept-room");
    expect(client.status).toBe("active");
    // As the official SDK orders them: the start succeeded, then the call is on.
    expect(events.map((event) => event.name)).toEqual(["call-start-success", "call-start"]);
  });

  it("rejects a web call without webCallUrl, as the official SDK throws, and joins nothing", async () => {
    const { client, named } = setup();
    await expect(client.reconnect({ id: "call_1" } as WebCall)).rejects.toThrow(
      "webCallUrl is required for reconnection.",
    );
    expect(named("error")).toEqual([]);
    expect(named("call-start")).toEqual([]);
    expect(daily.created).toHaveLength(0);
    expect(client.status).toBe("idle");
  });

  it("does nothing while a call runs (resolves null, like start)", async () => {
    const { client } = setup();
    await connected(client);
    await expect(client.reconnect(WEB_CALL)).resolves.toBeNull();
    expect(daily.created).toHaveLength(1);
  });

  it("reports a failed rejoin as 'reconnect-error', leaves nothing behind, and the client starts again", async () => {
    const { client, named } = setup();
    daily.fail.join = new Error("room not found");
    await expect(client.reconnect(WEB_CALL)).resolves.toBeNull();
    expect(named("error")).toMatchObject([
      { type: "daily-call-join-error" },
      { type: "reconnect-error", fatal: true, error: { message: "room not found" } },
    ]);
    expect(daily.live()).toHaveLength(0);
    delete daily.fail.join;
    await expect(connected(client)).resolves.toEqual(WEB_CALL);
  });

  it("stop() during the rejoin cancels it with nothing left", async () => {
    daily.joinMode = "manual";
    const { client, named } = setup();
    const rejoining = client.reconnect(WEB_CALL);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await client.stop();
    await expect(rejoining).resolves.toBeNull();
    expect(daily.live()).toHaveLength(0);
    expect(named("error")).toEqual([]);
    expect(client.status).toBe("idle");
  });
});

describe("the microphone's level", () => {
  it("is observed every 100 ms, after noise cancellation is set, and reported as microphone-level", async () => {
    const { client, named } = setup();
    await connected(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(daily.latest.calls).toEqual([
      "startRemoteParticipantsAudioLevelObserver",
      "updateInputSettings",
      "startLocalAudioLevelObserver",
    ]);
    expect(daily.latest.localObserverInterval).toBe(100);
    daily.latest.microphoneLevel(0.42);
    expect(named("microphone-level")).toEqual([0.42]);
  });

  it("is not observed while nobody listens, and starts when a listener comes during the call", async () => {
    const client = createVoiceClient({ daily, isMobile: false, fetch: setupFetch() });
    await client.start({ assistant: "asst_1" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(daily.latest.calls).not.toContain("startLocalAudioLevelObserver");
    const levels: number[] = [];
    client.on("microphone-level", (level) => levels.push(level));
    client.on("microphone-level", () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(daily.latest.calls.filter((name) => name === "startLocalAudioLevelObserver")).toHaveLength(1);
    daily.latest.microphoneLevel(0.2);
    expect(levels).toEqual([0.2]);
  });

  it("a listener added while connecting starts it once, at the end of the start; one removed before does not", async () => {
    daily.joinMode = "manual";
    const client = createVoiceClient({ daily, isMobile: false, fetch: setupFetch() });
    const gone = client.on("microphone-level", () => undefined);
    gone();
    const starting = client.start({ assistant: "asst_1" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    client.on("microphone-level", () => undefined);
    expect(daily.latest.calls).not.toContain("startLocalAudioLevelObserver");
    daily.latest.resolveJoin();
    await starting;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(daily.latest.calls.filter((name) => name === "startLocalAudioLevelObserver")).toHaveLength(1);
    expect(daily.latest.calls.indexOf("startLocalAudioLevelObserver")).toBeGreaterThan(
      daily.latest.calls.indexOf("updateInputSettings"),
    );
  });

  it("an observer that cannot start is microphone-level-error; the audio observer stage and the call go on", async () => {
    daily.fail.startLocalAudioLevelObserver = new Error("AudioContext refused");
    const { client, named } = setup();
    const stages: string[] = [];
    client.on("call-start-progress", ({ stage, status }) => stages.push(`${stage}:${status}`));
    await connected(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stages).toContain("audio-observer-setup:completed");
    expect(named("error")).toMatchObject([
      { type: "microphone-level-error", fatal: false, error: { message: "AudioContext refused" } },
    ]);
    expect(client.status).toBe("active");
  });
});

describe("Daily's configuration", () => {
  it("drops alwaysIncludeMicInPermissionPrompt: false (a Chrome 140+ hazard) and keeps the rest", async () => {
    const client = createVoiceClient({
      daily,
      isMobile: false,
      fetch: setupFetch(),
      callObjectOptions: { dailyConfig: { alwaysIncludeMicInPermissionPrompt: false, avoidEval: true } },
    });
    await client.start({ assistant: "asst_1" });
    expect(daily.latest.options.dailyConfig).toEqual({ avoidEval: true });
  });
});

describe("Daily's other events", () => {
  it("network quality as it changes", async () => {
    const { client, named } = setup();
    await connected(client);
    daily.latest.networkQuality("bad", ["sendPacketLoss"]);
    expect(named("network-quality")).toEqual([{ state: "bad", reasons: ["sendPacketLoss"] }]);
  });

  it("a refused or missing microphone is a device-error, and the call goes on", async () => {
    const { client, named } = setup();
    await connected(client);
    daily.latest.deviceError("permissions", "NotAllowedError: Permission denied");
    expect(named("device-error")).toMatchObject([
      { type: "permissions", error: { message: "NotAllowedError: Permission denied" } },
    ]);
    expect(client.status).toBe("active");
    expect(named("call-end")).toEqual([]);
  });

  it("the cloud recording of a video-recording call: started, failed, stopped", async () => {
    const { client, named } = setup({ ...WEB_CALL, artifactPlan: { videoRecordingEnabled: true } });
    await connected(client);
    daily.latest.recordingStarted();
    daily.latest.emit("recording-error", { errorMsg: "storage unavailable" });
    await client.stop();
    expect(named("recording")).toMatchObject([
      { state: "started" },
      { state: "error", error: { message: "storage unavailable" } },
      { state: "stopped" },
    ]);
  });
});

describe("devices", () => {
  it("lists microphones and speakers apart", async () => {
    const listed = [
      { kind: "audioinput", deviceId: "mic-1", label: "Built-in microphone" },
      { kind: "audiooutput", deviceId: "spk-1", label: "Headphones" },
      { kind: "videoinput", deviceId: "cam-1", label: "Camera" },
    ];
    const scope = globalThis as { navigator?: unknown };
    const previous = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", {
      configurable: true,
      value: { mediaDevices: { enumerateDevices: () => Promise.resolve(listed) } },
    });
    try {
      const devices = await getAudioDevices();
      expect(devices.microphones.map((device) => device.deviceId)).toEqual(["mic-1"]);
      expect(devices.speakers.map((device) => device.deviceId)).toEqual(["spk-1"]);
    } finally {
      if (previous) Object.defineProperty(globalThis, "navigator", previous);
      else delete scope.navigator;
    }
  });

  it("a microphone chosen in a call is used at once, and in the next call as it connects", async () => {
    const { client } = setup();
    await connected(client);
    await setMicrophone(client, "mic-usb");
    expect(daily.latest.inputDevices).toEqual(["mic-usb"]);
    await client.stop();
    await connected(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(daily.latest.inputDevices).toEqual(["mic-usb"]);
  });

  it("a speaker chosen plays the assistant now and in later calls", async () => {
    const { client } = setup();
    await connected(client);
    await setSpeaker(client, "spk-headphones");
    expect(dom.audioElements().map((element) => element.sinkId)).toEqual(["spk-headphones"]);
    await client.stop();
    await connected(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dom.audioElements().map((element) => element.sinkId)).toEqual(["spk-headphones"]);
  });

  it("a remembered speaker or microphone that has gone is a device-error in the next call, which goes on", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { client, named } = setup();
      await connected(client);
      await setSpeaker(client, "spk-usb");
      await setMicrophone(client, "mic-usb");
      await client.stop();
      dom.unplugged.add("spk-usb");
      daily.unplugged.add("mic-usb");
      await connected(client);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(named("device-error")).toMatchObject([
        { type: "speaker-error", error: { name: "NotFoundError" } },
        { type: "microphone-error", error: { name: "NotFoundError" } },
      ]);
      expect(client.status).toBe("active");
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("take the client useVoice() gives (a VoiceClient) without a cast", async () => {
    const client: VoiceClient = setup().client;
    await expect(setMicrophone(client, "mic-1")).resolves.toBeUndefined();
    await expect(setSpeaker(client, "spk-1")).resolves.toBeUndefined();
  });
});
