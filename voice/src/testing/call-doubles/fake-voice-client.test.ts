import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createVoiceClient, type VoiceClient } from "../../call/client.ts";
import type { VoiceClientEvents } from "../../call/events.ts";
import { createFakeDaily, type FakeDaily } from "./fake-daily.ts";
import { installFakeDom, type FakeDom } from "./fake-dom.ts";
import { createFakeVoiceClient } from "./fake-voice-client.ts";

const LIFECYCLE: (keyof VoiceClientEvents)[] = [
  "status",
  "call-start-success",
  "call-start-failed",
  "call-start",
  "call-end",
  "message",
  "error",
];

function lifecycle(client: VoiceClient) {
  const seen: string[] = [];
  for (const name of LIFECYCLE)
    client.on(name, (payload: unknown) =>
      seen.push(name === "status" || name === "message" ? `${name}:${JSON.stringify(payload)}` : name),
    );
  return seen;
}

describe("fake voice client", () => {
  it("connects immediately by default and resolves with the web call", async () => {
    const fake = createFakeVoiceClient({ webCall: { id: "c_9", webCallUrl: "https://x" } });
    const seen = lifecycle(fake);
    expect(await fake.start({ assistant: "a" })).toEqual({ id: "c_9", webCallUrl: "https://x" });
    expect(fake.status).toBe("active");
    expect(seen).toEqual(['status:"connecting"', "call-start-success", 'status:"active"', "call-start"]);
  });

  it("in manual mode stays connecting until connect(), and fail() fails the start like the real client", async () => {
    const fake = createFakeVoiceClient({ connect: "manually" });
    const seen = lifecycle(fake);
    const first = fake.start({ squad: "s" });
    expect(fake.status).toBe("connecting");
    fake.fail(new Error("HTTP 401"));
    expect(await first).toBeNull();
    const second = fake.start({ workflow: "w" });
    fake.connect();
    expect(await second).not.toBeNull();
    expect(seen.slice(0, 4)).toEqual(['status:"connecting"', "call-start-failed", "error", 'status:"idle"']);
    expect(fake.starts).toEqual([{ squad: "s" }, { workflow: "w" }]);
  });

  it("stop while connecting cancels with an AbortError; an aborted signal does the same", async () => {
    const fake = createFakeVoiceClient({ connect: "manually" });
    const failures: Error[] = [];
    fake.on("call-start-failed", (event) => failures.push(event.error));
    const first = fake.start({ assistant: "a" });
    await fake.stop();
    expect(await first).toBeNull();
    const controller = new AbortController();
    const second = fake.start({ assistant: "a", signal: controller.signal });
    controller.abort();
    expect(await second).toBeNull();
    expect(failures.map((error) => error.name)).toEqual(["AbortError", "AbortError"]);
    expect(fake.status).toBe("idle");
  });

  it("validates and ignores a second start like the real client", async () => {
    const fake = createFakeVoiceClient();
    await expect(fake.start({})).rejects.toThrow("Assistant or Squad or Workflow must be provided.");
    await fake.start({ assistant: "a" });
    const progress: VoiceClientEvents["call-start-progress"][] = [];
    fake.on("call-start-progress", (event) => progress.push(event));
    expect(await fake.start({ assistant: "a" })).toBeNull();
    expect(progress).toMatchObject([
      { stage: "validation", status: "failed", metadata: { reason: "already-started" } },
    ]);
  });

  it("scripts volume, speech, messages and a server-side end", async () => {
    const fake = createFakeVoiceClient();
    const seen: unknown[] = [];
    fake.on("volume-level", (level) => seen.push(level));
    fake.on("speech-start", () => seen.push("speech-start"));
    fake.on("speech-end", () => seen.push("speech-end"));
    fake.on("call-end", () => seen.push("call-end"));
    await fake.start({ assistant: "a" });
    fake.volume(0.5);
    fake.speech(true);
    fake.speech(false);
    fake.serverEnds();
    expect(seen).toEqual([0.5, "speech-start", "speech-end", "call-end"]);
    expect(fake.status).toBe("idle");
  });

  it("records what is sent, and mutes only during a call", async () => {
    const fake = createFakeVoiceClient();
    expect(() => fake.setMuted(true)).toThrow("Call object is not available.");
    await fake.start({ assistant: "a" });
    fake.setMuted(true);
    expect(fake.isMuted()).toBe(true);
    fake.say("Hi");
    await fake.end();
    expect(fake.sent).toEqual([
      {
        type: "say",
        message: "Hi",
        endCallAfterSpoken: false,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      { type: "end-call" },
    ]);
    expect(fake.isMuted()).toBe(false);
  });
});

describe("the fake behaves like the real client over the fake Daily", () => {
  let daily: FakeDaily;
  let dom: FakeDom;
  beforeEach(() => {
    daily = createFakeDaily();
    dom = installFakeDom();
  });
  afterEach(() => dom.uninstall());

  const real = () =>
    createVoiceClient({
      daily,
      isMobile: false,
      fetch: () => Promise.resolve(Response.json({ id: "call_1", webCallUrl: "https://x.daily.co/r" })),
    });

  it("start: the same progress stages in the same order", async () => {
    const client = real();
    const fake = createFakeVoiceClient();
    const stages = (voice: VoiceClient) => {
      const seen: string[] = [];
      voice.on("call-start-progress", (event) => seen.push(`${event.stage}:${event.status}`));
      return seen;
    };
    const realStages = stages(client);
    const fakeStages = stages(fake);
    await client.start({ assistant: "a" });
    await fake.start({ assistant: "a" });
    expect(fakeStages).toEqual(realStages);
  });

  it("start, listening, stop: the same lifecycle events in the same order", async () => {
    const client = real();
    const fake = createFakeVoiceClient();
    const realSeen = lifecycle(client);
    const fakeSeen = lifecycle(fake);
    await client.start({ assistant: "a" });
    daily.latest.appMessage("listening");
    await client.stop();
    await fake.start({ assistant: "a" });
    await fake.stop();
    expect(fakeSeen).toEqual(realSeen);
    expect(realSeen).toEqual([
      'status:"connecting"',
      "call-start-success",
      'status:"active"',
      "call-start",
      'status:"idle"',
      "call-end",
      'message:{"type":"status-update","status":"ended","endedReason":"customer-ended-call"}',
    ]);
  });

  it("stop while connecting: the same events", async () => {
    daily.joinMode = "manual";
    const client = real();
    const fake = createFakeVoiceClient({ connect: "manually" });
    const realSeen = lifecycle(client);
    const fakeSeen = lifecycle(fake);
    const starting = client.start({ assistant: "a" });
    await client.stop();
    await starting;
    const fakeStarting = fake.start({ assistant: "a" });
    await fake.stop();
    await fakeStarting;
    expect(fakeSeen).toEqual(realSeen);
    expect(realSeen).toEqual(['status:"connecting"', 'status:"idle"', "call-start-failed"]);
  });
});
