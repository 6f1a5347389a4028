// The real daily-js in Chromium, offline: Daily's call bundle cannot be fetched, so join fails for real.
import Daily from "@daily-co/daily-js";
import { describe, expect, it } from "vitest";
import { createVoiceClient } from "./client.ts";
import type { VoiceClientEvents } from "./events.ts";

/** A local platform stub: answers POST /call/web like the platform does. */
function platform() {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = (input: string | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), body: JSON.parse(init.body as string) as unknown });
    return Promise.resolve(Response.json({ id: "call_1", webCallUrl: "https://parley-test.daily.co/offline-room" }));
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

function record(client: ReturnType<typeof createVoiceClient>) {
  const errors: VoiceClientEvents["error"][] = [];
  const failures: VoiceClientEvents["call-start-failed"][] = [];
  const progress: string[] = [];
  client.on("error", (event) => errors.push(event));
  client.on("call-start-failed", (event) => failures.push(event));
  client.on("call-start-progress", (event) => progress.push(`${event.stage}:${event.status}`));
  return { errors, failures, progress };
}

async function startOffline(client: ReturnType<typeof createVoiceClient>) {
  const log = record(client);
  // Daily's own rules reach the caller unchanged: an app message while still joining.
  let sendError: unknown;
  const off = client.on("call-start-progress", (event) => {
    if (event.stage !== "daily-call-join" || event.status !== "started") return;
    try {
      client.say("Hello");
    } catch (error) {
      sendError = error;
    }
  });
  const result = await client.start({ assistant: "asst_1" });
  off();
  return { result, sendError, ...log };
}

function expectNothingLeft() {
  expect(document.querySelectorAll("audio")).toHaveLength(0);
  expect(document.querySelectorAll("iframe")).toHaveLength(0);
  expect(Daily.getCallInstance()).toBeUndefined();
}

describe("the real daily-js, offline", () => {
  it("creates the call object, fails the join, reports it, leaves nothing; a second start behaves the same", async () => {
    const stub = platform();
    const client = createVoiceClient({ token: "pk_test", fetch: stub.fetch, isMobile: false });
    expectNothingLeft();

    for (const attempt of [1, 2]) {
      const { result, sendError, errors, failures, progress } = await startOffline(client);
      expect(result, `attempt ${attempt}`).toBeNull();
      expect(sendError).toEqual(new Error("sendAppMessage() only supported after join."));
      expect(progress).toContain("daily-call-object-creation:completed");
      expect(progress).toContain("daily-call-join:failed");
      // Daily reports the failed bundle load as its own fatal error event too, passed on as daily-error.
      expect(errors.map((error) => [error.type, error.stage])).toEqual([
        ["daily-error", "daily-call-join"],
        ["daily-call-join-error", "daily-call-join"],
        ["start-method-error", "daily-call-join"],
      ]);
      expect(errors[1]?.error).toBeInstanceOf(Error);
      expect(errors[1]?.error.message).toContain("Failed to load call object bundle");
      expect(failures).toHaveLength(1);
      expect(failures[0]?.stage).toBe("daily-call-join");
      expect(failures[0]?.error).toBeInstanceOf(Error);
      expect(client.status).toBe("idle");
      expectNothingLeft();
    }
    expect(stub.requests.map((request) => request.url)).toEqual([
      "https://api.vapi.ai/call/web",
      "https://api.vapi.ai/call/web",
    ]);
  });
});
