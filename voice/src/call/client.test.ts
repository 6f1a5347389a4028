import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeDaily, installFakeDom, type FakeDaily, type FakeDom } from "../testing/call-doubles/index.ts";
import type { WebCall } from "../rest/calls-web.ts";
import { createVoiceClient, ENDED_GRACE_MS, type StartOptions, type VoiceClientOptions } from "./client.ts";
import type { VoiceClientEvents } from "./events.ts";

const JSON_TYPE = { "content-type": "application/json" };

const anyNumber: unknown = expect.any(Number);
const WEB_CALL: WebCall = { id: "call_1", webCallUrl: "https://example.daily.co/room" };

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** An in-process POST /call/web: answers with `answer` (or waits for `release()` when `hold` is set). */
function platform(answer: WebCall | { failWith: number; body: unknown } = WEB_CALL) {
  const requests: Recorded[] = [];
  let hold = false;
  let release: () => void = () => undefined;
  const fetch = async (input: string | URL, init: RequestInit = {}) => {
    const signal = init.signal ?? undefined;
    requests.push({
      url: String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: JSON.parse(init.body as string) as unknown,
      signal,
    });
    if (hold)
      await new Promise<void>((resolve, reject) => {
        release = resolve;
        signal?.addEventListener("abort", () => reject(signal.reason as Error));
      });
    if (typeof answer.failWith === "number")
      return new Response(JSON.stringify(answer.body), { status: answer.failWith, headers: JSON_TYPE });
    return new Response(JSON.stringify(answer), { status: 201, headers: JSON_TYPE });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    hold: () => (hold = true),
    release: () => release(),
  };
}

/** Records every event of a client, in order. */
function record(client: ReturnType<typeof createVoiceClient>) {
  const events: { name: keyof VoiceClientEvents; payload: unknown }[] = [];
  const names: (keyof VoiceClientEvents)[] = [
    "status",
    "call-start-progress",
    "call-start-success",
    "call-start-failed",
    "call-start",
    "call-end",
    "speech-start",
    "speech-end",
    "volume-level",
    "message",
    "error",
    "warning",
    "audio",
    "video",
  ];
  for (const name of names) client.on(name, (payload: unknown) => events.push({ name, payload }));
  return {
    events,
    names: () => events.map((event) => event.name),
    named: <E extends keyof VoiceClientEvents>(name: E) =>
      events.filter((event) => event.name === name).map((event) => event.payload as VoiceClientEvents[E]),
  };
}

let daily: FakeDaily;
let dom: FakeDom;

beforeEach(() => {
  daily = createFakeDaily();
  dom = installFakeDom();
});

afterEach(() => {
  vi.useRealTimers();
  dom.uninstall();
});

function setup(answer?: Parameters<typeof platform>[0], options: VoiceClientOptions = {}) {
  const stub = platform(answer);
  const client = createVoiceClient({ token: "pk_test", fetch: stub.fetch, daily, isMobile: false, ...options });
  return { client, stub, log: record(client) };
}

const ASSISTANT: StartOptions = { assistant: "asst_1" };

describe("start: the web call request", () => {
  it("POSTs /call/web on the instance's base URL with the bearer token and the §3 body over HTTP", async () => {
    const seen: { req: IncomingMessage; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        seen.push({ req, body });
        res.writeHead(201, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ ...WEB_CALL, transport: { callToken: "meeting-token" } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createVoiceClient({
        token: "pk_live",
        baseUrl: `http://127.0.0.1:${port}/`,
        daily,
        isMobile: false,
      });
      const result = await client.start({
        assistant: { firstMessage: "Hi" },
        assistantOverrides: { variableValues: { name: "Ada" } },
        squad: "squad_1",
        workflow: { name: "Intake", nodes: [], edges: [] },
        workflowOverrides: { variableValues: {} },
      });
      expect(result?.id).toBe("call_1");
      expect(seen).toHaveLength(1);
      expect(seen[0]?.req.method).toBe("POST");
      expect(seen[0]?.req.url).toBe("/call/web");
      expect(seen[0]?.req.headers.authorization).toBe("Bearer pk_live");
      expect(JSON.parse(seen[0]?.body ?? "")).toEqual({
        assistant: { firstMessage: "Hi" },
        squadId: "squad_1",
        workflow: { name: "Intake", nodes: [], edges: [] },
        assistantOverrides: { variableValues: { name: "Ada" } },
        workflowOverrides: { variableValues: {} },
      });
      expect(daily.latest.joinOptions).toEqual({
        url: "https://example.daily.co/room",
        token: "meeting-token",
        subscribeToTracksAutomatically: false,
      });
      await client.stop();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("sends ids as assistantId, squad objects inline, workflow ids as workflowId", async () => {
    const { client, stub } = setup();
    await client.start({ assistant: "asst_1" });
    await client.stop();
    await client.start({ squad: { members: [] }, workflow: "wf_1" });
    await client.stop();
    expect(stub.requests.map((request) => request.body)).toEqual([
      { assistantId: "asst_1" },
      { squad: { members: [] }, workflowId: "wf_1" },
    ]);
    expect(stub.requests[0]?.url).toBe("https://api.vapi.ai/call/web");
  });

  it("asks a token provider for a fresh token on every start", async () => {
    let issued = 0;
    const { client, stub } = setup(undefined, { token: () => Promise.resolve(`jwt_${++issued}`) });
    await client.start(ASSISTANT);
    await client.stop();
    await client.start(ASSISTANT);
    await client.stop();
    expect(stub.requests.map((request) => request.headers.get("Authorization"))).toEqual([
      "Bearer jwt_1",
      "Bearer jwt_2",
    ]);
  });

  it("keeps each instance's token and base URL to itself", async () => {
    const a = platform();
    const b = platform();
    const clientA = createVoiceClient({
      token: "key_a",
      baseUrl: "https://a.test",
      fetch: a.fetch,
      daily,
      isMobile: false,
    });
    createVoiceClient({ token: "key_b", baseUrl: "https://b.test", fetch: b.fetch, daily, isMobile: false });
    await clientA.start(ASSISTANT);
    await clientA.stop();
    expect(a.requests.map((request) => [request.url, request.headers.get("Authorization")])).toEqual([
      ["https://a.test/call/web", "Bearer key_a"],
    ]);
    expect(b.requests).toHaveLength(0);
  });
});

describe("start: validation", () => {
  it("rejects when no assistant, squad or workflow is given, after a validation-error event", async () => {
    const { client, stub, log } = setup();
    await expect(client.start({ assistantOverrides: {} })).rejects.toThrow(
      new Error("Assistant or Squad or Workflow must be provided."),
    );
    const [error] = log.named("error");
    expect(error).toMatchObject({ type: "validation-error", stage: "input-validation" });
    expect(error?.error.message).toBe("Assistant or Squad or Workflow must be provided.");
    expect(error?.timestamp).toEqual(anyNumber);
    expect(stub.requests).toHaveLength(0);
    expect(client.status).toBe("idle");
  });

  it("ignores a start while started: validation failure 'already-started', result null, one request", async () => {
    const { client, stub, log } = setup();
    await client.start(ASSISTANT);
    expect(await client.start(ASSISTANT)).toBeNull();
    const failed = log.named("call-start-progress").filter((progress) => progress.status === "failed");
    expect(failed).toEqual([
      expect.objectContaining({ stage: "validation", status: "failed", metadata: { reason: "already-started" } }),
    ]);
    expect(stub.requests).toHaveLength(1);
    expect(daily.created).toHaveLength(1);
  });
});

describe("start: progress", () => {
  it("reports each stage started then completed with duration and timestamp, then call-start-success", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const progress = log.named("call-start-progress");
    expect(progress.map((event) => `${event.stage}:${event.status}`)).toEqual([
      "initialization:started",
      "initialization:completed",
      "validation:started",
      "validation:completed",
      "web-call-creation:started",
      "web-call-creation:completed",
      "daily-call-object-creation:started",
      "daily-call-object-creation:completed",
      "mobile-permissions:started",
      "mobile-permissions:completed",
      "daily-call-join:started",
      "daily-call-join:completed",
      "audio-observer-setup:started",
      "audio-observer-setup:completed",
      "audio-processing-setup:started",
      "audio-processing-setup:completed",
    ]);
    for (const event of progress) {
      expect(event.timestamp).toEqual(expect.any(Number));
      if (event.status !== "started") expect(event.duration).toBeGreaterThanOrEqual(0);
    }
    expect(progress[5]?.metadata).toEqual({ callId: "call_1", videoRecordingEnabled: false, voiceProvider: undefined });
    expect(log.named("call-start-success")).toEqual([
      { callId: "call_1", totalDuration: anyNumber, timestamp: anyNumber },
    ]);
    const names = log.events.map((event) => event.name);
    expect(names.indexOf("call-start-success")).toBeGreaterThan(names.lastIndexOf("call-start-progress"));
  });

  it("waits 1000 ms for permissions on mobile before joining", async () => {
    vi.useFakeTimers();
    const { client } = setup(undefined, { isMobile: true });
    const started = client.start(ASSISTANT);
    await vi.advanceTimersByTimeAsync(999);
    expect(daily.latest.state).toBe("new");
    await vi.advanceTimersByTimeAsync(1);
    // The join began at 1000 ms; whether it has already finished within this tick does not matter here.
    expect(["joining", "joined"]).toContain(daily.latest.state);
    await vi.runAllTimersAsync();
    expect((await started)?.id).toBe("call_1");
  });

  it("detects mobile from the user agent when not told", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" });
    try {
      const stub = platform();
      const client = createVoiceClient({ fetch: stub.fetch, daily });
      const log = record(client);
      const started = client.start(ASSISTANT);
      await vi.runAllTimersAsync();
      await started;
      const mobile = log.named("call-start-progress").find((event) => event.stage === "mobile-permissions");
      expect(mobile?.status).toBe("started");
      const done = log.named("call-start-progress").filter((event) => event.stage === "mobile-permissions")[1];
      expect(done?.metadata).toEqual({ isMobile: true, waitedMs: 1000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("call lifecycle", () => {
  it("app message 'listening' emits call-start and makes the call active", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    expect(client.status).toBe("connecting");
    daily.latest.appMessage("listening");
    expect(log.named("call-start")).toHaveLength(1);
    expect(client.status).toBe("active");
  });

  it("status-update ended: idle at once, the call plays and delivers until left-meeting, then call-end", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    call.appMessage("listening");
    call.assistantJoins();
    call.audioLevel(0.5);
    call.appMessage({ type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
    expect(client.status).toBe("idle");
    // Still coming after 'ended': the last words, a final transcript, levels.
    const transcript = { type: "transcript", role: "assistant", transcriptType: "final", transcript: "Bye" };
    call.appMessage(transcript);
    call.audioLevel(0.3);
    expect(dom.audioElements()).toHaveLength(1);
    expect(log.named("call-end")).toHaveLength(0);
    call.leftMeeting();
    const shown = new Set(["call-start-success", "call-start", "speech-start", "speech-end", "message", "call-end"]);
    expect(log.names().filter((name) => shown.has(name))).toEqual([
      "call-start-success",
      "call-start",
      "speech-start",
      "message",
      "message",
      "speech-end",
      "call-end",
    ]);
    expect(log.named("message")).toEqual([
      { type: "status-update", status: "ended", endedReason: "assistant-ended-call" },
      transcript,
    ]);
    await vi.waitFor(() => expect(call.destroyed).toBe(true));
    expect(dom.audioElements()).toHaveLength(0);
  });

  it("an ended call: stop() ends it at once, a second 'ended' changes nothing, call-end comes once", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    call.appMessage("listening");
    const ended = { type: "status-update", status: "ended", endedReason: "assistant-ended-call" };
    call.appMessage(ended);
    call.appMessage(ended);
    expect(client.status).toBe("idle");
    await client.stop();
    expect(call.destroyed).toBe(true);
    call.leftMeeting();
    expect(log.named("call-end")).toHaveLength(1);
    expect(log.named("message")).toEqual([ended, ended]);
  });

  it("'ended' while the start is still setting up ends the attempt: start resolves null, nothing is left", async () => {
    daily.joinMode = "manual";
    const { client, log } = setup();
    const starting = client.start(ASSISTANT);
    await vi.waitFor(() => expect(daily.latest.state).toBe("joining"));
    // Joined, and the platform ends the call before the start's last stages (observers, noise cancellation) ran.
    daily.latest.resolveJoin();
    daily.latest.appMessage({ type: "status-update", status: "ended", endedReason: "assistant-error" });
    await expect(starting).resolves.toBeNull();
    expect(log.named("call-start-success")).toEqual([]);
    expect(daily.live()).toHaveLength(0);
    expect(client.status).toBe("idle");
  });

  it("an ended call whose left-meeting never comes is torn down after the grace period", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    vi.useFakeTimers();
    call.appMessage({ type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
    vi.advanceTimersByTime(ENDED_GRACE_MS);
    expect(log.named("call-end")).toHaveLength(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(call.destroyed).toBe(true));
    expect(client.status).toBe("idle");
  });

  it("after status-update ended the client is idle at once: the next start() is not 'already-started'", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const first = daily.latest;
    first.appMessage("listening");
    first.appMessage({ type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
    expect(client.status).toBe("idle");
    const next = await client.start(ASSISTANT);
    expect(next?.id).toBe("call_1");
    expect(daily.created).toHaveLength(2);
    expect(first.destroyed).toBe(true);
    // Daily's own left-meeting of the first call arrives late: no second call-end.
    first.leftMeeting();
    expect(log.named("call-end")).toHaveLength(1);
    expect(client.status).toBe("connecting");
  });

  it("classifies errors: the fatal ones end the call, the call survives the others", async () => {
    const { client, log } = setup();
    dom.blockAutoplay();
    await client.start(ASSISTANT);
    daily.latest.appMessage("listening");
    daily.latest.assistantJoins();
    await Promise.resolve();
    expect(client.status).toBe("active");
    daily.latest.fatalError("network down");
    expect(log.named("error").map((error) => [error.type, error.fatal])).toEqual([
      ["audio-start-failed", false],
      ["daily-error", true],
    ]);
    expect(client.status).toBe("idle");
  });

  it("left-meeting without a server ended status emits call-end and status-update ended / customer-ended-call", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    daily.latest.appMessage("listening");
    daily.latest.leftMeeting();
    expect(log.named("call-end")).toHaveLength(1);
    expect(log.named("message")).toEqual([
      { type: "status-update", status: "ended", endedReason: "customer-ended-call" },
    ]);
    expect(client.status).toBe("idle");
    expect(await client.start(ASSISTANT)).not.toBeNull();
    expect(daily.created[0]?.destroyed).toBe(true);
    expect(daily.live()).toHaveLength(1);
  });

  it("passes server messages on typed, with a safe fallback for unknown or malformed ones", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    call.appMessage({ type: "transcript", role: "user", transcriptType: "final", transcript: "Hello" });
    call.appMessage({ type: "speech-update", status: "started", role: "assistant", turn: 0 });
    call.appMessage({ type: "brand-new-type", value: 1 });
    call.appMessage({ type: "transcript", role: "user" });
    call.emit("app-message", { data: "not json", fromId: "x" });
    call.emit("app-message", { data: { type: "hang" }, fromId: "x" });
    expect(log.named("message")).toEqual([
      { type: "transcript", role: "user", transcriptType: "final", transcript: "Hello" },
      { type: "speech-update", status: "started", role: "assistant", turn: 0 },
      { type: "unknown", originalType: "brand-new-type", data: { type: "brand-new-type", value: 1 } },
      { type: "unknown", originalType: "transcript", data: { type: "transcript", role: "user" } },
      { type: "hang" },
    ]);
  });

  it("a throwing listener neither breaks the flow nor stops other listeners", async () => {
    const { client, log } = setup();
    const reported: unknown[] = [];
    const onUncaught = (error: unknown) => reported.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      client.on("call-start", () => {
        throw new Error("listener bug");
      });
      await client.start(ASSISTANT);
      daily.latest.appMessage("listening");
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(log.named("call-start")).toHaveLength(1);
      expect(client.status).toBe("active");
      expect(reported).toEqual([new Error("listener bug")]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});

describe("the assistant's audio", () => {
  it("subscribes to remote audio, plays the assistant in an <audio> element and sends 'playable'", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    call.assistantJoins();
    expect(call.subscriptions).toEqual([{ sessionId: "assistant", audio: true, video: false }]);
    const [element] = dom.audioElements();
    expect(element?.dataset.participantId).toBe("assistant");
    expect(element?.autoplay).toBe(true);
    expect(element?.srcObject).toBeInstanceOf(MediaStream);
    expect(log.named("audio")).toEqual([element]);
    await Promise.resolve();
    expect(call.sent).toEqual(["playable"]);
    await client.stop();
    expect(dom.audioElements()).toEqual([]);
    expect(element?.srcObject).toBeNull();
  });

  it("plays the assistant at the output volume set before, during and after the audio arrives", async () => {
    const { client } = setup();
    client.setOutputVolume(0.5);
    await client.start(ASSISTANT);
    daily.latest.assistantJoins();
    const [element] = dom.audioElements();
    expect(element?.volume).toBe(0.5);
    client.setOutputVolume(0.2);
    expect(element?.volume).toBe(0.2);
    client.setOutputVolume(7);
    expect(element?.volume).toBe(1);
    expect(() => client.setOutputVolume(Number.NaN)).toThrow(RangeError);
    await client.stop();
    // The next call keeps the volume the app chose.
    await client.start(ASSISTANT);
    daily.latest.assistantJoins();
    expect(dom.audioElements()[0]?.volume).toBe(1);
    client.setOutputVolume(0.3);
    expect(dom.audioElements()[0]?.volume).toBe(0.3);
  });

  it("reports a blocked autoplay as audio-start-failed", async () => {
    const { client, log } = setup();
    dom.blockAutoplay();
    await client.start(ASSISTANT);
    daily.latest.assistantJoins();
    await Promise.resolve();
    expect(log.named("error").map((error) => [error.type, error.error.name])).toEqual([
      ["audio-start-failed", "NotAllowedError"],
    ]);
    expect(daily.latest.sent).toEqual([]);
  });

  it("after a blocked autoplay sends 'playable' once, when the app's play() on a user gesture succeeds", async () => {
    const { client } = setup();
    dom.blockAutoplay();
    await client.start(ASSISTANT);
    daily.latest.assistantJoins();
    await Promise.resolve();
    const [element] = dom.audioElements();
    dom.allowAutoplay();
    await element?.play();
    await element?.play();
    expect(daily.latest.sent).toEqual(["playable"]);
  });

  it("removes the element when the assistant's track stops", async () => {
    const { client } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    call.assistantJoins();
    call.emit("participant-left", { participant: { session_id: "assistant" } });
    expect(dom.audioElements()).toEqual([]);
  });
});

describe("speech detection", () => {
  it("speech-start above 0.01 summed, volume level/0.15 capped at 1, speech-end after 1000 ms of quiet", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    vi.useFakeTimers();
    const call = daily.latest;
    call.audioLevel(0.005, 0.005);
    expect(log.named("speech-start")).toHaveLength(0);
    call.audioLevel(0.01, 0.001);
    expect(log.named("speech-start")).toHaveLength(1);
    vi.advanceTimersByTime(500);
    call.audioLevel(0.3);
    expect(log.named("speech-start")).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(log.named("speech-end")).toHaveLength(0);
    call.audioLevel(0);
    vi.advanceTimersByTime(1);
    expect(log.named("speech-end")).toHaveLength(1);
    expect(log.named("volume-level").map((level) => Number(level.toFixed(4)))).toEqual([0.0667, 0.0733, 1, 0]);
    expect(daily.latest.observerInterval).toBe(100);
  });

  it("stop ends the speech at once: speech-end before call-end, no timer left", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    vi.useFakeTimers();
    daily.latest.audioLevel(0.5);
    await client.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(log.names().filter((name) => name.startsWith("speech") || name === "call-end")).toEqual([
      "speech-start",
      "speech-end",
      "call-end",
    ]);
  });
});

describe("video recording", () => {
  const recordingCall: WebCall = { ...WEB_CALL, artifactPlan: { videoRecordingEnabled: true } };

  it("starts a 1280x720 default-layout recording and sends say-first-message when it starts", async () => {
    const { client, log } = setup(recordingCall);
    await client.start(ASSISTANT);
    const call = daily.latest;
    expect(call.options.videoSource).toBe(true);
    expect(call.recordings).toEqual([
      { width: 1280, height: 720, backgroundColor: "#FF1F2D3D", layout: { preset: "default" } },
    ]);
    call.recordingStarted();
    const [sent] = call.sent;
    const message = JSON.parse(String(sent)) as Record<string, unknown>;
    expect(message).toEqual({
      type: "control",
      control: "say-first-message",
      videoRecordingStartDelaySeconds: anyNumber,
    });
    const stages = log.named("call-start-progress").map((event) => `${event.stage}:${event.status}`);
    expect(stages).toContain("video-recording-setup:completed");
    expect(stages).toContain("video-recording-started:completed");
    call.assistantJoins({ video: true });
    expect(log.named("video")).toHaveLength(1);
    call.leftMeeting();
    expect(call.recordingStopped).toBe(1);
  });

  it("holds say-first-message until joined when the meeting token starts the recording during the join", async () => {
    daily.joinMode = "manual";
    const { client, log } = setup({ ...recordingCall, transport: { callToken: "tok" } });
    const started = client.start(ASSISTANT);
    await vi.waitFor(() => expect(daily.latest.state).toBe("joining"));
    const call = daily.latest;
    expect(() => call.recordingStarted()).not.toThrow();
    expect(call.sent).toEqual([]);
    call.resolveJoin();
    await started;
    expect(call.sent.map((data) => JSON.parse(String(data)) as unknown)).toEqual([
      { type: "control", control: "say-first-message", videoRecordingStartDelaySeconds: anyNumber },
    ]);
    expect(log.named("error")).toEqual([]);
  });

  it("lets the meeting token start the recording, and stops it on a call error", async () => {
    const { client, log } = setup({ ...recordingCall, transport: { callToken: "tok" } });
    await client.start(ASSISTANT);
    const call = daily.latest;
    expect(call.recordings).toEqual([]);
    call.fatalError("connection lost");
    expect(call.recordingStopped).toBe(1);
    expect(log.named("error").map((error) => [error.type, error.error.message])).toEqual([
      ["daily-error", "connection lost"],
    ]);
    await vi.waitFor(() => expect(call.destroyed).toBe(true));
  });

  it("reports a recording that cannot start as video-recording-setup-error and goes on", async () => {
    daily.fail.startRecording = new Error("recording not allowed");
    const { client, log } = setup(recordingCall);
    expect(await client.start(ASSISTANT)).not.toBeNull();
    expect(log.named("error").map((error) => error.type)).toEqual(["video-recording-setup-error"]);
  });

  it("the tavus voice provider subscribes to the assistant's video", async () => {
    const { client } = setup({ ...WEB_CALL, assistant: { voice: { provider: "tavus" } } });
    await client.start(ASSISTANT);
    daily.latest.assistantJoins();
    expect(daily.latest.subscriptions).toEqual([{ sessionId: "assistant", audio: true, video: true }]);
    expect(daily.latest.recordings).toEqual([]);
  });
});

describe("noise cancellation", () => {
  it("turns on noise cancellation after joining", async () => {
    const { client } = setup();
    await client.start(ASSISTANT);
    expect(daily.latest.inputSettings).toEqual([{ audio: { processor: { type: "noise-cancellation" } } }]);
  });

  it("keeps the raw microphone when started with noiseCancellation: false", async () => {
    const { client, log } = setup();
    await client.start({ ...ASSISTANT, noiseCancellation: false });
    expect(daily.latest.inputSettings).toEqual([{ audio: { processor: { type: "none" } } }]);
    expect(
      log
        .named("call-start-progress")
        .find((event) => event.stage === "audio-processing-setup" && event.status === "completed")?.metadata,
    ).toEqual({ processor: "none" });
  });

  it("on audio-processor-error falls back to processor none and re-enables local audio", async () => {
    const { client } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    call.setLocalAudio(false);
    call.nonfatalError("audio-processor-error");
    await vi.waitFor(() => expect(call.localAudio()).toBe(true));
    expect(call.inputSettings.at(-1)).toEqual({ audio: { processor: { type: "none" } } });
  });

  it("reports a failed setup (audio-processing-setup-error) and a failed recovery, and the call goes on", async () => {
    daily.fail.updateInputSettings = new Error("krisp failed");
    const { client, log } = setup();
    expect(await client.start(ASSISTANT)).not.toBeNull();
    daily.latest.nonfatalError("audio-processor-error");
    await vi.waitFor(() => expect(log.named("error")).toHaveLength(2));
    expect(log.named("error").map((error) => [error.type, error.error.message])).toEqual([
      ["audio-processing-setup-error", "krisp failed"],
      ["audio-processor-recovery-error", "krisp failed"],
    ]);
    expect(log.named("call-start-success")).toHaveLength(1);
  });

  it("passes other non-fatal Daily errors on as warnings", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    daily.latest.nonfatalError("screen-share-error", "no screen");
    expect(log.named("warning").map((warning) => [warning.type, warning.error.message])).toEqual([
      ["screen-share-error", "no screen"],
    ]);
    expect(log.named("error")).toEqual([]);
  });
});

describe("start failures", () => {
  it("an HTTP failure: call-start-failed with a real Error, start-method-error, null, nothing left", async () => {
    const { client, log } = setup({ failWith: 401, body: { message: "Invalid Key", statusCode: 401 } });
    expect(await client.start(ASSISTANT)).toBeNull();
    const [failed] = log.named("call-start-failed");
    expect(failed?.stage).toBe("web-call-creation");
    expect(failed?.error).toBeInstanceOf(Error);
    expect(failed?.error).toMatchObject({ status: 401, error: { message: "Invalid Key", statusCode: 401 } });
    expect(log.named("error").map((error) => [error.type, error.stage])).toEqual([
      ["start-method-error", "web-call-creation"],
    ]);
    expect(daily.created).toHaveLength(0);
    expect(client.status).toBe("idle");
  });

  it("works without any error listener, and the next start is not blocked", async () => {
    const stub = platform({ failWith: 500, body: {} });
    const client = createVoiceClient({ fetch: stub.fetch, daily, isMobile: false });
    expect(await client.start(ASSISTANT)).toBeNull();
    expect(await client.start(ASSISTANT)).toBeNull();
    expect(stub.requests).toHaveLength(2);
  });

  it("a call object that cannot be created: daily-call-object-creation-error then start-method-error", async () => {
    daily.fail.createCallObject = new Error("no WebRTC");
    const { client, log } = setup();
    expect(await client.start(ASSISTANT)).toBeNull();
    expect(log.named("error").map((error) => [error.type, error.stage])).toEqual([
      ["daily-call-object-creation-error", "daily-call-object-creation"],
      ["start-method-error", "daily-call-object-creation"],
    ]);
    expect(log.named("call-start-failed")[0]?.error.message).toBe("no WebRTC");
  });

  it("a Daily loader that fails is a creation error and is retried by the next start", async () => {
    let loads = 0;
    const { client, log } = setup(undefined, {
      daily: () => {
        loads += 1;
        return loads === 1 ? Promise.reject(new Error("chunk failed to load")) : Promise.resolve(daily);
      },
    });
    expect(await client.start(ASSISTANT)).toBeNull();
    expect(log.named("error")[0]?.type).toBe("daily-call-object-creation-error");
    expect(await client.start(ASSISTANT)).not.toBeNull();
    expect(loads).toBe(2);
  });

  it("a failing join: daily-call-join-error, call-start-failed, the call object destroyed", async () => {
    daily.fail.join = new Error("Failed to load call object bundle");
    const { client, log } = setup();
    expect(await client.start(ASSISTANT)).toBeNull();
    expect(log.named("error").map((error) => error.type)).toEqual(["daily-call-join-error", "start-method-error"]);
    expect(log.named("call-start-failed")[0]).toMatchObject({ stage: "daily-call-join" });
    expect(daily.live()).toEqual([]);
    expect(daily.listenerCount()).toBe(0);
    expect(log.named("call-end")).toEqual([]);
  });

  it("an audio observer that cannot start: audio-observer-setup-error, the call goes on", async () => {
    daily.fail.startRemoteParticipantsAudioLevelObserver = new Error("observer failed");
    const { client, log } = setup();
    expect(await client.start(ASSISTANT)).not.toBeNull();
    expect(log.named("error").map((error) => error.type)).toEqual(["audio-observer-setup-error"]);
  });
});

describe("messages to the assistant", () => {
  it("send and say go out as JSON text app messages; say carries all four fields", async () => {
    const { client } = setup();
    await client.start(ASSISTANT);
    client.send({ type: "add-message", message: { role: "system", content: "Be brief" } });
    client.say("Goodbye", true);
    client.say("Hi");
    expect(daily.latest.sent).toEqual([
      '{"type":"add-message","message":{"role":"system","content":"Be brief"}}',
      '{"type":"say","message":"Goodbye","endCallAfterSpoken":true,"interruptionsEnabled":false,"interruptAssistantEnabled":false}',
      '{"type":"say","message":"Hi","endCallAfterSpoken":false,"interruptionsEnabled":false,"interruptAssistantEnabled":false}',
    ]);
  });

  it("surfaces Daily's own errors unchanged (app message too large)", async () => {
    const { client } = setup();
    await client.start(ASSISTANT);
    expect(() => client.say("x".repeat(5000))).toThrow(new Error("Message data too large. Max size is 4096"));
  });

  it("does nothing without a call", () => {
    const { client } = setup();
    expect(() => client.send({ type: "end-call" })).not.toThrow();
  });

  it("mutes and unmutes the microphone; without a call setMuted throws and isMuted is false", async () => {
    const { client } = setup();
    expect(() => client.setMuted(true)).toThrow(new Error("Call object is not available."));
    expect(client.isMuted()).toBe(false);
    await client.start(ASSISTANT);
    client.setMuted(true);
    expect(daily.latest.localAudio()).toBe(false);
    expect(client.isMuted()).toBe(true);
    client.setMuted(false);
    expect(client.isMuted()).toBe(false);
  });

  it("while joining isMuted() is the state asked for, applied once joined", async () => {
    daily.joinMode = "manual";
    const { client } = setup();
    const started = client.start(ASSISTANT);
    await vi.waitFor(() => expect(daily.latest.state).toBe("joining"));
    expect(client.isMuted()).toBe(false);
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
    daily.latest.resolveJoin();
    await started;
    expect(daily.latest.localAudio()).toBe(false);
    expect(client.isMuted()).toBe(true);
  });

  it("end sends end-call, then stops", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    const call = daily.latest;
    await client.end();
    expect(call.sent).toEqual(['{"type":"end-call"}']);
    expect(call.destroyed).toBe(true);
    expect(log.named("call-end")).toHaveLength(1);
  });
});

describe("stop and the races of the official SDK", () => {
  it("stop during the web call request aborts it: no call object, start resolves null with an AbortError", async () => {
    const { client, stub, log } = setup();
    stub.hold();
    const started = client.start(ASSISTANT);
    await vi.waitFor(() => expect(stub.requests).toHaveLength(1));
    await client.stop();
    expect(await started).toBeNull();
    expect(stub.requests[0]?.signal?.aborted).toBe(true);
    expect(daily.created).toHaveLength(0);
    expect(log.named("call-start-failed").map((failed) => failed.error.name)).toEqual(["AbortError"]);
    expect(log.named("error")).toEqual([]);
    expect(client.status).toBe("idle");
  });

  it("stop during the join destroys the call object and leaves no call", async () => {
    daily.joinMode = "manual";
    const { client, log } = setup();
    const started = client.start(ASSISTANT);
    await vi.waitFor(() => expect(daily.created[0]?.state).toBe("joining"));
    await client.stop();
    expect(await started).toBeNull();
    expect(daily.live()).toEqual([]);
    expect(daily.listenerCount()).toBe(0);
    expect(log.named("call-start-success")).toEqual([]);
    expect(log.named("call-end")).toEqual([]);
  });

  it("stop during the mobile wait clears its timer and never joins", async () => {
    vi.useFakeTimers();
    const { client } = setup(undefined, { isMobile: true });
    const started = client.start(ASSISTANT);
    await vi.advanceTimersByTimeAsync(10);
    expect(daily.created).toHaveLength(1);
    await client.stop();
    expect(await started).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    expect(daily.latest.joinOptions).toBeUndefined();
  });

  it("start honours an AbortSignal", async () => {
    const { client, stub, log } = setup();
    stub.hold();
    const controller = new AbortController();
    const started = client.start({ ...ASSISTANT, signal: controller.signal });
    await vi.waitFor(() => expect(stub.requests).toHaveLength(1));
    controller.abort();
    expect(await started).toBeNull();
    expect(log.named("call-start-failed")[0]?.error.name).toBe("AbortError");
    expect(daily.created).toHaveLength(0);
    expect(await client.start({ ...ASSISTANT, signal: AbortSignal.abort() })).toBeNull();
    expect(stub.requests).toHaveLength(1);
  });

  it("rapid start/stop/start never creates two Daily instances and ends with one live call", async () => {
    const { client, log } = setup();
    const first = client.start(ASSISTANT);
    const stopped = client.stop();
    const second = client.start(ASSISTANT);
    await stopped;
    expect(await first).toBeNull();
    expect((await second)?.id).toBe("call_1");
    const third = client.start(ASSISTANT);
    expect(await third).toBeNull();
    expect(daily.live()).toHaveLength(1);
    expect(log.named("error")).toEqual([]);
  });

  it("start/stop/start while the first call object is still joining waits for it to be destroyed", async () => {
    daily.joinMode = "manual";
    const { client, log } = setup();
    const first = client.start(ASSISTANT);
    await vi.waitFor(() => expect(daily.created).toHaveLength(1));
    void client.stop();
    const second = client.start(ASSISTANT);
    await vi.waitFor(() => expect(daily.created).toHaveLength(2));
    daily.latest.resolveJoin();
    expect(await first).toBeNull();
    expect(await second).not.toBeNull();
    expect(daily.created[0]?.destroyed).toBe(true);
    expect(daily.live()).toEqual([daily.created[1]]);
    expect(log.named("error")).toEqual([]);
  });

  it("stop on a live call removes the audio element, every listener and every timer", async () => {
    const { client, log } = setup();
    await client.start(ASSISTANT);
    vi.useFakeTimers();
    const call = daily.latest;
    call.appMessage("listening");
    call.assistantJoins();
    call.audioLevel(0.2);
    await client.stop();
    expect(dom.audioElements()).toEqual([]);
    expect(daily.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(call.destroyed).toBe(true);
    expect(log.named("call-end")).toHaveLength(1);
    expect(log.named("message")).toEqual([
      { type: "status-update", status: "ended", endedReason: "customer-ended-call" },
    ]);
    expect(client.getCallObject()).toBeNull();
  });

  it("stop when idle resolves and does nothing", async () => {
    const { client, log } = setup();
    await client.stop();
    expect(log.events).toEqual([]);
  });
});

describe("package entry", () => {
  it("imports in Node without a DOM and without loading daily-js", async () => {
    dom.uninstall();
    try {
      const entry = await import("../index.ts");
      expect(typeof entry.createVoiceClient).toBe("function");
      expect(globalThis.document).toBeUndefined();
    } finally {
      dom = installFakeDom();
    }
  });
});
