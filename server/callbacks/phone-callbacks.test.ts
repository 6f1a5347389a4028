// Phone callbacks end to end on the server (docs/product/phone-callbacks.md): requests sent to our server as the
// site sends them (with the human check's proof), dialled through @parley/voice's REST client against the platform emulator, and moved
// along by webhooks; on PGlite and PostgreSQL 15.
import { startEmulator, type Emulator } from "@parley/voice/testing/emulator";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoModel, phoneDemoDataRule, phoneDemoGreeting } from "../../pages/content/voice-demo.ts";
import { startServer, type RunningServer } from "../app.ts";
import type { Database } from "../db/database.ts";
import { exportChunks, leadRowBatches } from "../export.ts";
import { databaseBackends } from "../testing/backends.ts";
import { cheapProof } from "../testing/human-check.ts";
import { DEFAULT_CALL_LIMITS, type CallbackConfig } from "./callback-config.ts";
import { parseCallingWindow } from "./calling-window.ts";

const ANON = "local-anon-key";
const SECRET = "test-webhook-secret-0123";
// Tuesday 24 November 2026, 10:00 in London: inside the default window.
const OPEN = new Date("2026-11-24T10:00:00Z");

const backends = databaseBackends();

describe.each(backends)("$name", ({ open }) => {
  let db: Database;
  let emulator: Emulator;
  let server: RunningServer;
  let clock: Date;
  const config = (): CallbackConfig => ({
    privateKey: "sk-test-private",
    assistantId: "asst-demo",
    phoneNumberId: "pn-london",
    apiUrl: emulator.url,
    webhookSecret: SECRET,
    webhookUrl: "https://parley.example/api/voice/webhook",
    window: parseCallingWindow("09:00-18:00", "mon-fri", "Europe/London"),
    defaultRegion: "GB",
    countries: ["GB"],
    // The limits are tested in callback-safety.test.ts; here they stay out of the way.
    limits: {
      ...DEFAULT_CALL_LIMITS,
      perNumberPerDay: 100,
      perNumberPerWeek: 100,
      perHour: 100,
      perDay: 100,
      minutesPerDay: 10_000,
    },
    challengeKey: "test-challenge-key",
  });
  const start = (options: { maxAttempts?: number } = {}) =>
    startServer({
      port: 0,
      database: db,
      callbacks: config(),
      rateLimit: { max: 0, windowSeconds: 3600 },
      dialler: { now: () => clock, pollMs: 1e9, log: () => {}, ...options },
    });

  beforeAll(async () => {
    ({ db } = await open());
    emulator = await startEmulator({ token: "sk-test-private" });
  }, 60_000);
  afterAll(async () => {
    await emulator?.close();
    await db?.close();
  });
  beforeEach(async () => {
    clock = new Date(OPEN);
    emulator.reset();
    server = await start();
    await db.query("delete from public.ai_call_requests");
  });
  afterEach(async () => {
    await server.close();
  });

  let requests = 0;
  /** Dated "now" on the test's clock, which the dialler reads too; found by its e-mail address. */
  const dated = async (email: string) => {
    const { rows } = await db.query<{ id: string }>(
      "update public.ai_call_requests set created_at = $1 where business_email = $2 returning id",
      [clock, email],
    );
    return rows[0]?.id ?? "";
  };
  /** A request the way the site sends it with callbacks on: to our server, with the human check's proof. */
  const request = async (fields: { full_name?: string; phone_number?: string } = {}) => {
    const email = `visitor-${++requests}@events.example`;
    const response = await fetch(`${server.url}/api/callbacks/requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: fields.full_name ?? "Priya Shah",
        email,
        phone: fields.phone_number ?? "020 7946 0321",
        proof: await cheapProof("test-challenge-key"),
      }),
    });
    expect(response.status).toBe(201);
    return dated(email);
  };
  /** A request stored as anon through /rest/v1 (the site with callbacks off, or anyone with the public key). */
  const storeAsAnon = async (fields: Record<string, string> = {}) => {
    const email = `visitor-${++requests}@events.example`;
    const response = await fetch(`${server.url}/rest/v1/ai_call_requests`, {
      method: "POST",
      headers: { apikey: ANON, "Content-Type": "application/json", Prefer: "return=minimal" },
      body: JSON.stringify({
        full_name: "Priya Shah",
        phone_number: "020 7946 0321",
        call_status: "requested",
        ...fields,
        business_email: email,
      }),
    });
    expect(response.status).toBe(201);
    return dated(email);
  };
  const row = async (id: string) =>
    (await db.query<Record<string, unknown>>("select * from public.ai_call_requests where id = $1", [id])).rows[0] ??
    {};
  const callPosts = () => emulator.requests.filter((r) => r.method === "POST" && r.path === "/call");
  const webhook = (message: Record<string, unknown>, secret: string | null = SECRET) =>
    fetch(`${server.url}/api/voice/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(secret === null ? {} : { "X-Vapi-Secret": secret }) },
      body: JSON.stringify({ message }),
    });
  const statusUpdate = (callId: string, status: string, extra: Record<string, unknown> = {}) => ({
    type: "status-update",
    status,
    call: { id: callId, status },
    ...extra,
  });

  it("dials a stored request once, with the visitor's E.164 number, the assistant and the demo's overrides", async () => {
    const id = await request();
    expect(await server.dialler?.tick()).toBe(1);
    expect(await server.dialler?.tick()).toBe(0);

    const posts = callPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.authorization).toBe("Bearer sk-test-private");
    expect(posts[0]?.body).toEqual({
      assistantId: "asst-demo",
      phoneNumberId: "pn-london",
      customer: { number: "+442079460321", name: "Priya", externalId: id },
      assistantOverrides: {
        firstMessage: phoneDemoGreeting,
        model: {
          ...demoModel,
          messages: [{ role: "system", content: `${demoModel.messages[0].content}\n${phoneDemoDataRule}` }],
        },
        variableValues: { firstName: "Priya" },
        maxDurationSeconds: 300,
        server: { url: "https://parley.example/api/voice/webhook", headers: { "X-Vapi-Secret": SECRET } },
        serverMessages: ["status-update", "end-of-call-report"],
      },
    });
    const stored = await row(id);
    expect(stored).toMatchObject({ call_status: "queued", phone_e164: "+442079460321", dial_attempts: 1 });
    expect(stored.platform_call_id).toMatch(/^call-/);
    expect(stored.claimed_at).toBeNull();
  });

  it("never dials details given before a live browser call", async () => {
    const id = await storeAsAnon({ call_channel: "browser" });
    expect(await server.dialler?.tick()).toBe(0);
    expect(callPosts()).toHaveLength(0);
    expect((await row(id)).call_status).toBe("requested");
  });

  it("checks the number again before dialling: one that cannot be dialled is marked and never sent", async () => {
    // Promised earlier (the row is the server's); the number is read again at the moment of the call.
    const id = await request();
    await db.query("update public.ai_call_requests set phone_number = '1234567' where id = $1", [id]);
    await server.dialler?.tick();
    expect(callPosts()).toHaveLength(0);
    expect(await row(id)).toMatchObject({
      call_status: "invalid-number",
      call_failure:
        "Not a phone number that can be dialled: not a number that can be dialled (read as GB without a country code)",
      platform_call_id: null,
    });
  });

  it("leaves requests older than 72 hours to the team (stored before callbacks were switched on)", async () => {
    const id = await request();
    await db.query("update public.ai_call_requests set created_at = $2 where id = $1", [
      id,
      new Date(OPEN.getTime() - 72 * 3_600_000),
    ]);
    expect(await server.dialler?.tick()).toBe(0);
    expect((await row(id)).call_status).toBe("requested");
    await db.query("update public.ai_call_requests set created_at = $2 where id = $1", [
      id,
      new Date(OPEN.getTime() - 71 * 3_600_000),
    ]);
    expect(await server.dialler?.tick()).toBe(1);
  });

  it("keeps a request made outside the window until it opens, then dials it", async () => {
    clock = new Date("2026-11-27T19:30:00Z"); // Friday evening
    const id = await request();
    expect(await server.dialler?.tick()).toBe(0);
    clock = new Date("2026-11-30T08:59:00Z"); // Monday, a minute early
    expect(await server.dialler?.tick()).toBe(0);
    expect((await row(id)).call_status).toBe("requested");
    clock = new Date("2026-11-30T09:00:00Z");
    expect(await server.dialler?.tick()).toBe(1);
    expect(callPosts()).toHaveLength(1);
    expect((await row(id)).call_status).toBe("queued");
  });

  it("says whether requests are rung and when the window next opens", async () => {
    const plan = async () => (await fetch(`${server.url}/api/callbacks`)).json() as Promise<unknown>;
    expect(await plan()).toEqual({ callbacks: "on", open: true });
    clock = new Date("2026-11-27T19:30:00Z");
    expect(await plan()).toEqual({
      callbacks: "on",
      open: false,
      opensAt: "2026-11-30T09:00:00.000Z",
      timeZone: "Europe/London",
    });
    const plain = await startServer({ port: 0, database: db });
    expect(await (await fetch(`${plain.url}/api/callbacks`)).json()).toEqual({ callbacks: "off" });
    expect((await fetch(`${plain.url}/api/voice/webhook`, { method: "POST" })).status).toBe(404);
    await plain.close();
  });

  it("retries a platform outage with backoff, asks before dialling again, and recovers", async () => {
    const id = await request();
    emulator.fail({ status: 503, path: "/call", body: { message: "Service Unavailable" } });
    await server.dialler?.tick();
    expect(await row(id)).toMatchObject({
      call_status: "requested",
      call_failure: "Attempt 1 failed: HTTP 503 (Service Unavailable)",
      dial_attempts: 1,
    });
    // The backoff (30 s) has not passed: nothing happens.
    clock = new Date(OPEN.getTime() + 29_000);
    expect(await server.dialler?.tick()).toBe(0);
    clock = new Date(OPEN.getTime() + 30_000);
    expect(await server.dialler?.tick()).toBe(1);
    const calls = emulator.requests.filter((r) => r.path === "/call").map((r) => `${r.method} ${r.status}`);
    // The second attempt first looks for a call the first one might have placed.
    expect(calls).toEqual(["POST 503", "GET 200", "POST 201"]);
    expect(await row(id)).toMatchObject({ call_status: "queued", call_failure: null, dial_attempts: 2 });
  });

  it("gives up after the last attempt and says why", async () => {
    await server.close();
    server = await start({ maxAttempts: 2 });
    const id = await request();
    emulator.fail({ status: 429, path: "/call", times: 10, body: { message: "Too Many Requests" } });
    await server.dialler?.tick();
    clock = new Date(OPEN.getTime() + 60_000);
    await server.dialler?.tick();
    expect(await row(id)).toMatchObject({
      call_status: "failed",
      call_failure: "The voice platform could not place the call after 2 attempts: HTTP 429 (Too Many Requests)",
    });
    clock = new Date(OPEN.getTime() + 3_600_000);
    expect(await server.dialler?.tick()).toBe(0);
  });

  it("does not retry a refusal (4xx): the row says what the platform said", async () => {
    const id = await request();
    emulator.fail({ status: 400, path: "/call", body: { message: ["customer.number must be a valid phone number"] } });
    await server.dialler?.tick();
    clock = new Date(OPEN.getTime() + 3_600_000);
    await server.dialler?.tick();
    expect(callPosts()).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      call_status: "failed",
      call_failure: "The voice platform refused the call: HTTP 400 (customer.number must be a valid phone number)",
    });
  });

  it("after a restart mid-dial, adopts the call the stopped process placed instead of dialling again", async () => {
    const id = await request();
    // The state a process leaves when it stops after the platform took its call but before it recorded the id.
    await db.query(
      "update public.ai_call_requests set call_status = 'dialling', claimed_at = $2, dial_attempts = 1 where id = $1",
      [id, OPEN],
    );
    const placed = await fetch(`${emulator.url}/call`, {
      method: "POST",
      headers: { Authorization: "Bearer sk-test-private", "Content-Type": "application/json" },
      body: JSON.stringify({
        assistantId: "asst-demo",
        phoneNumberId: "pn-london",
        customer: { number: "+442079460321", externalId: id },
      }),
    });
    const { id: callId } = (await placed.json()) as { id: string };
    // Within the lease the claim is left alone (the other process may still be waiting for the platform).
    expect(await server.dialler?.tick()).toBe(0);
    clock = new Date(OPEN.getTime() + 5 * 60_000 + 1);
    expect(await server.dialler?.tick()).toBe(1);
    expect(callPosts()).toHaveLength(1); // only the stopped process's
    expect(await row(id)).toMatchObject({ call_status: "queued", platform_call_id: callId, dial_attempts: 2 });
  });

  it("after a restart before the platform got the call, dials it exactly once", async () => {
    const id = await request();
    await db.query(
      "update public.ai_call_requests set call_status = 'dialling', claimed_at = $2, dial_attempts = 1 where id = $1",
      [id, OPEN],
    );
    clock = new Date(OPEN.getTime() + 6 * 60_000);
    expect(await server.dialler?.tick()).toBe(1);
    expect(await server.dialler?.tick()).toBe(0);
    expect(callPosts()).toHaveLength(1);
    expect((await row(id)).call_status).toBe("queued");
  });

  it("with two servers on one database, dials each of 20 requests exactly once", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add(await request({ full_name: `Visitor ${i}` }));
    const other = await start();
    try {
      // Both servers' rounds at once (a server runs one round at a time), then once more each: nothing is left.
      const first = await Promise.all([server.dialler?.tick(), other.dialler?.tick()]);
      const second = await Promise.all([server.dialler?.tick(), other.dialler?.tick()]);
      expect([...first, ...second].reduce((sum = 0, n = 0) => sum + n, 0)).toBe(20);
      expect(second).toEqual([0, 0]);
    } finally {
      await other.close();
    }
    const dialled = callPosts().map((r) => (r.body as { customer: { externalId: string } }).customer.externalId);
    expect(dialled).toHaveLength(20);
    expect(new Set(dialled)).toEqual(ids);
  });

  describe("webhooks", () => {
    let id: string;
    let callId: string;
    beforeEach(async () => {
      id = await request();
      await server.dialler?.tick();
      callId = String((await row(id)).platform_call_id);
    });

    it("refuses a forged or missing secret with 401 and changes nothing", async () => {
      const before = await row(id);
      for (const secret of [null, "wrong", `${SECRET}x`, ""]) {
        const response = await webhook(statusUpdate(callId, "ended", { endedReason: "customer-ended-call" }), secret);
        expect(response.status).toBe(401);
      }
      expect(await row(id)).toEqual(before);
    });

    it("moves the row through ringing and in-progress to ended, with the reason, duration and summary", async () => {
      const seen: unknown[] = [];
      for (const status of ["ringing", "in-progress"]) {
        expect((await webhook(statusUpdate(callId, status))).status).toBe(200);
        seen.push((await row(id)).call_status);
      }
      await webhook(statusUpdate(callId, "ended", { endedReason: "customer-ended-call" }));
      await webhook({
        type: "end-of-call-report",
        endedReason: "customer-ended-call",
        durationSeconds: 95.5,
        analysis: { summary: "Asked about registration chatbots for a 400-guest conference." },
        call: { id: callId },
      });
      expect(seen).toEqual(["ringing", "in-progress"]);
      expect(await row(id)).toMatchObject({
        call_status: "ended",
        ended_reason: "customer-ended-call",
        call_summary: "Asked about registration chatbots for a 400-guest conference.",
      });
      expect(Number((await row(id)).call_duration_seconds)).toBe(95.5);
    });

    it("keeps the right final state when deliveries repeat or arrive out of order", async () => {
      const report = {
        type: "end-of-call-report",
        endedReason: "customer-did-not-answer",
        call: { id: callId },
      };
      await webhook(report);
      await webhook(statusUpdate(callId, "ringing"));
      await webhook(statusUpdate(callId, "ringing"));
      await webhook(report);
      expect(await row(id)).toMatchObject({ call_status: "no-answer", ended_reason: "customer-did-not-answer" });
    });

    it("finds the request it is dialling by its id before the dialler has recorded the call", async () => {
      const early = await request({ full_name: "Early Webhook" });
      // An invented call carrying the id of a request nobody is dialling changes nothing.
      const invented = await webhook(
        statusUpdate("call-invented", "ended", { call: { id: "call-invented", customer: { externalId: early } } }),
      );
      expect(await invented.json()).toEqual({ ignored: true });
      await db.query("update public.ai_call_requests set call_status = 'dialling' where id = $1", [early]);
      const response = await webhook(
        statusUpdate("call-not-yet-recorded", "ringing", {
          call: { id: "call-not-yet-recorded", customer: { externalId: early } },
        }),
      );
      expect(await response.json()).toEqual({ call_status: "ringing" });
      expect(await row(early)).toMatchObject({ call_status: "ringing", platform_call_id: "call-not-yet-recorded" });
    });

    it("acknowledges messages about other calls or of other types without changing anything", async () => {
      expect(await (await webhook(statusUpdate("someone-elses-call", "ringing"))).json()).toEqual({ ignored: true });
      expect(await (await webhook({ type: "transcript", call: { id: callId } })).json()).toEqual({ ignored: true });
      expect((await row(id)).call_status).toBe("queued");
      const bad = await fetch(`${server.url}/api/voice/webhook`, {
        method: "POST",
        headers: { "X-Vapi-Secret": SECRET, "Content-Type": "application/json" },
        body: "{not json",
      });
      expect(bad.status).toBe(400);
    });
  });

  it("lets only the server change a request: anon may insert 'requested' and nothing else", async () => {
    const id = await request();
    await expect(
      db.transaction(async (tx) => {
        await tx.query("set local role anon");
        await tx.query("update public.ai_call_requests set call_status = 'ended' where id = $1", [id]);
      }),
    ).rejects.toThrow(/permission denied/);
    const forged = await fetch(`${server.url}/rest/v1/ai_call_requests`, {
      method: "POST",
      headers: { apikey: ANON, "Content-Type": "application/json" },
      body: JSON.stringify({
        full_name: "Forger",
        business_email: "f@example.com",
        phone_number: "020 7946 0321",
        call_status: "ended",
      }),
    });
    // The insert policy (call_status = 'requested') refuses it: 42501, which PostgREST answers 401 for anon.
    expect(forged.status).toBe(401);
    const platformId = await fetch(`${server.url}/rest/v1/ai_call_requests`, {
      method: "POST",
      headers: { apikey: ANON, "Content-Type": "application/json" },
      body: JSON.stringify({
        full_name: "Forger",
        business_email: "f@example.com",
        phone_number: "020 7946 0321",
        call_status: "requested",
        platform_call_id: "call-1",
      }),
    });
    expect(platformId.status).toBe(401);
    const { rows } = await db.query("select 1 from public.ai_call_requests where full_name = 'Forger'");
    expect(rows).toHaveLength(0);
  });

  it("exports the call's status, ended reason and time for the owner", async () => {
    const id = await request();
    await server.dialler?.tick();
    const callId = String((await row(id)).platform_call_id);
    await webhook(statusUpdate(callId, "ended", { endedReason: "customer-busy", timestamp: OPEN.getTime() + 20_000 }));
    let csv = "";
    for await (const chunk of exportChunks("ai_call_requests", "csv", leadRowBatches(db, "ai_call_requests")))
      csv += chunk;
    const [header, line] = csv.trim().split("\r\n");
    expect(header).toBe(
      '"id","full_name","business_email","phone_number","call_channel","promised","call_status","ended_reason","call_failure","callback_note","call_duration_seconds","call_summary","call_updated_at","quarantine","created_at"',
    );
    expect(line).toContain(
      `"${id}","Priya Shah","visitor-${requests}@events.example","020 7946 0321","phone","assistant","no-answer","customer-busy","","","","","2026-11-24T10:00:20`,
    );
  });
});
