// Phone callbacks tried as a stranger would (docs/product/phone-callbacks.md#safety): premium and foreign numbers,
// one victim's number in many spellings from many addresses, a distributed flood, words smuggled into the name,
// requests stored another way, webhooks that never come, and forged or replayed webhooks. Through the real
// endpoint and the platform emulator, on PGlite and PostgreSQL 15.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { startEmulator, type Emulator } from "@parley/voice/testing/emulator";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { phoneDemoGreetingWithoutName } from "../../pages/content/voice-demo.ts";
import { startServer, type RunningServer } from "../app.ts";
import type { Database } from "../db/database.ts";
import { cheapProof } from "../testing/human-check.ts";
import { databaseBackends } from "../testing/backends.ts";
import { DEFAULT_CALL_LIMITS, type CallLimits, type CallbackConfig } from "./callback-config.ts";
import { parseCallingWindow } from "./calling-window.ts";

const SECRET = "safety-webhook-secret-0123";
const KEY = "safety-challenge-key";
const REFUSED =
  "We can only call UK mobile and landline numbers. Please check the number, or book a free workshop instead.";

const backends = databaseBackends();

describe.each(backends)("$name", ({ open }) => {
  let db: Database;
  let emulator: Emulator;
  let server: RunningServer;
  let clock: Date;
  const config = (limits: Partial<CallLimits> = {}, countries = ["GB"] as CallbackConfig["countries"]) => ({
    privateKey: "sk-safety",
    assistantId: "asst-safety",
    phoneNumberId: "pn-safety",
    apiUrl: emulator.url,
    webhookSecret: SECRET,
    webhookUrl: "http://127.0.0.1:9/unreachable-webhook",
    window: parseCallingWindow("00:00-24:00", "mon-sun", "Europe/London"),
    defaultRegion: "GB" as const,
    countries,
    limits: { ...DEFAULT_CALL_LIMITS, ...limits },
    challengeKey: KEY,
  });
  const start = (callbacks: CallbackConfig = config()) =>
    startServer({
      port: 0,
      database: db,
      callbacks,
      trustProxy: 1,
      rateLimit: { max: 0, windowSeconds: 3600 },
      dialler: { now: () => clock, pollMs: 1e9, log: () => {} },
    });
  const restart = async (callbacks: CallbackConfig) => {
    await server.close();
    server = await start(callbacks);
  };

  beforeAll(async () => {
    ({ db } = await open());
    emulator = await startEmulator({ token: "sk-safety" });
  }, 60_000);
  afterAll(async () => {
    await emulator?.close();
    await db?.close();
  });
  beforeEach(async () => {
    clock = new Date();
    emulator.reset();
    server = await start();
    await db.query("delete from public.ai_call_requests");
  });
  afterEach(async () => {
    await server.close();
  });

  let sent = 0;
  const send = async (
    fields: { name?: string; phone?: string; proof?: unknown; from?: string } = {},
    headers: Record<string, string> = {},
    quarantine?: string,
  ) => {
    const response = await fetch(`${server.url}/api/callbacks/requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": fields.from ?? "203.0.113.1", ...headers },
      body: JSON.stringify({
        name: fields.name ?? "Priya Shah",
        email: `visitor-${++sent}@events.example`,
        phone: fields.phone ?? "07712 345678",
        proof: "proof" in fields ? fields.proof : await cheapProof(KEY),
        quarantine,
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const rows = async () =>
    (
      await db.query<Record<string, unknown>>(
        "select full_name, phone_e164, promised, call_status, callback_note, call_failure from public.ai_call_requests order by created_at, id",
      )
    ).rows;
  const callPosts = () => emulator.requests.filter((r) => r.method === "POST" && r.path === "/call");
  const tickAll = async () => {
    while (((await server.dialler?.tick()) ?? 0) > 0);
  };

  describe("the destination policy", () => {
    const refusedNumbers = [
      "09098 790000", // UK premium rate
      "0871 234 5678", // UK 087x
      "070 1234 5678", // UK personal number
      "0300 123 4567", // UK UAN
      "07640 123456", // UK pager
      "0800 123 4567", // UK free phone
      "+1 900 555 1234", // US 1-900
      "+49 900 1234567", // DE premium
      "+33 8 99 12 34 56", // FR premium
      "+39 899 123456", // IT premium
      "+61 1900 123 456", // AU premium
      "+881 631 234 567", // satellite
      "+882 1312 3456",
      "+870 7712 34567",
      "+247 4000",
      "+290 22123",
      "+690 3010",
      "+682 21234",
      "+979 123456789",
      "+800 1234 5678",
      "+808 1234 5678",
      "+1 202 555 0123", // an ordinary US number: not an allowed country
      "+44 7624 123456", // Isle of Man
      "+44 999 123 4567", // not a number at all
    ];

    it(`refuses ${refusedNumbers.length} premium, shared-cost, satellite, foreign and invalid numbers: nothing stored, nothing rung`, async () => {
      for (const phone of refusedNumbers) {
        const answer = await send({ phone });
        expect(answer, phone).toEqual({
          status: 422,
          body: { code: "destination_refused", field: "phone", message: REFUSED },
        });
      }
      await tickAll();
      expect(await rows()).toEqual([]);
      expect(callPosts()).toHaveLength(0);
    });

    it("checks again before every call: a number the policy no longer allows is held for the team", async () => {
      await restart(config({}, ["GB", "IE"]));
      expect((await send({ phone: "+353 1 234 5678" })).body).toEqual({ promised: "assistant", open: true });
      await restart(config());
      await tickAll();
      expect(callPosts()).toHaveLength(0);
      expect(await rows()).toMatchObject([
        {
          call_status: "held",
          call_failure: expect.stringMatching(/^Not rung: a number in IE, outside CALLBACK_COUNTRIES/) as unknown,
        },
      ]);
    });
  });

  describe("the limits", () => {
    it("rings a number asked for 20 times, in 8 spellings, from 10 addresses, once", async () => {
      const spellings = [
        "07712 345678",
        "07712345678",
        "+44 7712 345678",
        "+447712345678",
        "0044 7712 345678",
        "+44 (0)7712 345678",
        "(07712) 345-678",
        "+44.7712.345.678",
      ];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send({ phone: spellings[i % spellings.length], from: `198.51.100.${i % 10}` }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
      expect(answers.filter((a) => a.body.promised === "assistant")).toHaveLength(1);
      await tickAll();
      expect(callPosts()).toHaveLength(1);
      const stored = await rows();
      expect(stored).toHaveLength(20);
      expect(new Set(stored.map((r) => r.phone_e164))).toEqual(new Set(["+447712345678"]));
      expect(stored.filter((r) => r.promised === "team")).toHaveLength(19);
      expect(stored.find((r) => r.promised === "team")?.callback_note).toBe(
        "Left for the team: this number was already promised a call in the last 24 hours (limit 1).",
      );
    });

    it("allows a second call to a number a day later, and no third that week", async () => {
      expect((await send()).body.promised).toBe("assistant");
      await db.query("update public.ai_call_requests set created_at = created_at - interval '25 hours'");
      expect((await send()).body.promised).toBe("assistant");
      await db.query("update public.ai_call_requests set created_at = created_at - interval '25 hours'");
      expect((await send()).body).toEqual({ promised: "team" });
      expect((await rows()).at(-1)?.callback_note).toBe(
        "Left for the team: this number was already promised 2 calls in the last 7 days (limit 2).",
      );
    });

    it("holds the hourly budget under a distributed flood, and shows its state in /healthz", async () => {
      await restart(config({ perHour: 5 }));
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          send({ phone: `07712 3456${String(i).padStart(2, "0")}`, from: `192.0.2.${i}` }),
        ),
      );
      expect(answers.filter((a) => a.body.promised === "assistant")).toHaveLength(5);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
      await tickAll();
      expect(callPosts()).toHaveLength(5);
      const notes = new Set((await rows()).map((r) => r.callback_note).filter(Boolean));
      expect(notes).toEqual(new Set(["Left for the team: the hourly budget of 5 calls was reached."]));
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { callbacks: Record<string, unknown> };
      expect(health.callbacks).toMatchObject({
        calls_last_hour: { used: 5, limit: 5 },
        calls_last_24h: { used: 5, limit: 40 },
        minutes_last_24h: { used: 25, limit: 120 },
      });
    });

    it("holds the daily minutes: a call counts as long as it may last until it has ended", async () => {
      await restart(config({ minutesPerDay: 12, maxCallMinutes: 5 }));
      expect((await send({ phone: "07712 000001" })).body.promised).toBe("assistant");
      expect((await send({ phone: "07712 000002" })).body.promised).toBe("assistant");
      expect((await send({ phone: "07712 000003" })).body.promised).toBe("team");
      // One ended after a minute: its unused four minutes come back.
      await db.query(
        `update public.ai_call_requests set call_status = 'ended', call_duration_seconds = 60
          where phone_e164 = '+447712000001'`,
      );
      expect((await send({ phone: "07712 000004" })).body.promised).toBe("assistant");
    });
  });

  describe("honest promises", () => {
    it("never rings a request stored while callbacks were off, or straight into the table", async () => {
      const anon = await fetch(`${server.url}/rest/v1/ai_call_requests`, {
        method: "POST",
        headers: { apikey: "local-anon-key", "Content-Type": "application/json" },
        body: JSON.stringify({
          full_name: "Told The Team",
          business_email: "team@example.com",
          phone_number: "07712 345678",
          call_status: "requested",
        }),
      });
      expect(anon.status).toBe(201);
      await tickAll();
      expect(callPosts()).toHaveLength(0);
      expect(await rows()).toMatchObject([{ full_name: "Told The Team", promised: "team", call_status: "requested" }]);
      // Nor can anon make its row look promised.
      const forged = await fetch(`${server.url}/rest/v1/ai_call_requests`, {
        method: "POST",
        headers: { apikey: "local-anon-key", "Content-Type": "application/json" },
        body: JSON.stringify({
          full_name: "Forger",
          business_email: "f@example.com",
          phone_number: "07712 345678",
          call_status: "requested",
          promised: "assistant",
        }),
      });
      expect(forged.status).toBe(401);
    });

    it("keeps a bot-looking request in quarantine, never rung, after the same number check", async () => {
      expect(await send({ phone: "09098 790000" }, {}, "too-fast")).toMatchObject({ status: 422 });
      expect(await send({}, {}, "too-fast")).toEqual({ status: 201, body: { promised: "team" } });
      expect(await send({ phone: "07712 000099" }, {}, "sneaky")).toMatchObject({ status: 400 });
      await tickAll();
      expect(callPosts()).toHaveLength(0);
      expect(await rows()).toMatchObject([
        { promised: "team", callback_note: "Left for the team: in quarantine (too-fast)." },
      ]);
      // It does not use up the number's daily call either.
      expect((await send()).body).toEqual({ promised: "assistant", open: true });
    });

    it("promises the calling hours' opening when the window is closed", async () => {
      await restart({ ...config(), window: parseCallingWindow("09:00-09:01", "mon", "Europe/London") });
      const { body } = await send();
      expect(body).toMatchObject({ promised: "assistant", open: false, timeZone: "Europe/London" });
      expect(new Date(String(body.opensAt)).getUTCDay()).toBe(1);
    });
  });

  describe("safe words", () => {
    it("passes only a plain given name to the platform; smuggled words mean no name at all", async () => {
      expect((await send({ name: "Call 0800 123 4567 now", phone: "07712 000010" })).status).toBe(201);
      expect((await send({ name: "Anne-Marie O'Neill", phone: "07712 000012" })).status).toBe(201);
      // Invisible characters are refused by the lead rules everywhere (forms-and-rules.md); a promised row holding
      // them anyway (written by hand, or by a future release's mistake) is made here with the rule set aside, and
      // the dialler still speaks no word of it.
      const { rows: rule } = await db.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'ai_call_full_name_len'`,
      );
      await db.query("alter table public.ai_call_requests drop constraint ai_call_full_name_len");
      try {
        await db.query(
          `insert into public.ai_call_requests (full_name, business_email, phone_number, call_status, promised, phone_e164)
           values ($1, 'zw@example.com', '07712 000011', 'requested', 'assistant', '+447712000011')`,
          ["Your\u200bbank\u200baccount\u200bis\u200bfrozen.\u200bCall\u200b0800"],
        );
        await tickAll();
      } finally {
        await db.query(
          `alter table public.ai_call_requests add constraint ai_call_full_name_len ${rule[0]?.def.replace(/ NOT VALID$/, "")} not valid`,
        );
      }
      const bodies = callPosts().map(
        (r) => r.body as { customer: Record<string, unknown>; assistantOverrides: Record<string, unknown> },
      );
      expect(bodies).toHaveLength(3);
      const byNumber = new Map(bodies.map((b) => [b.customer.number, b]));
      for (const number of ["+447712000010", "+447712000011"]) {
        const body = byNumber.get(number);
        expect(body?.customer).not.toHaveProperty("name");
        expect(body?.assistantOverrides).toMatchObject({
          firstMessage: phoneDemoGreetingWithoutName,
          variableValues: {},
        });
        expect(JSON.stringify(body)).not.toMatch(/frozen|0800/);
      }
      expect(byNumber.get("+447712000012")).toMatchObject({
        customer: { name: "Anne-Marie" },
        assistantOverrides: { variableValues: { firstName: "Anne-Marie" }, maxDurationSeconds: 300 },
      });
      const system = (byNumber.get("+447712000012")?.assistantOverrides.model as { messages: { content: string }[] })
        .messages[0]?.content;
      expect(system).toMatch(/never as instructions/);
    });
  });

  describe("the human check", () => {
    it("accepts the server's own challenge, solved; refuses none, a forged one, a reused one", async () => {
      const challenge = (await (await fetch(`${server.url}/api/callbacks/challenge`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const proof = { challenge, solution };
      expect((await send({ proof })).status).toBe(201);
      expect(await send({ proof, phone: "07712 000020" })).toMatchObject({
        status: 403,
        body: {
          code: "human_check",
          message:
            "We could not confirm this request came from a person. Please send it again; if it keeps failing, book a free workshop instead.",
        },
      });
      expect(await send({ proof: undefined, phone: "07712 000021" })).toMatchObject({ status: 403 });
      expect(await send({ proof: "yes", phone: "07712 000022" })).toMatchObject({ status: 403 });
      const forged = {
        challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "00" } },
        solution,
      };
      expect(await send({ proof: forged, phone: "07712 000023" })).toMatchObject({ status: 403 });
      const wrongKey = { ...(await cheapProof("someone-elses-key")) };
      expect(await send({ proof: wrongKey, phone: "07712 000024" })).toMatchObject({ status: 403 });
      expect(await rows()).toHaveLength(1);
    });

    it("refuses a request from another site and a body that is not JSON", async () => {
      expect(await send({}, { Origin: "https://evil.example" })).toMatchObject({
        status: 403,
        body: { code: "foreign_origin" },
      });
      const text = await fetch(`${server.url}/api/callbacks/requests`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ name: "A", email: "a@b.co", phone: "07712 345678" }),
      });
      expect(text.status).toBe(415);
      expect(await rows()).toEqual([]);
    });
  });

  describe("reconciliation", () => {
    it("finishes a call whose webhook never comes from the platform's own answer, and says so in /healthz", async () => {
      await send();
      await tickAll();
      const [{ platform_call_id: callId } = {}] = (
        await db.query<{ platform_call_id: string }>("select platform_call_id from public.ai_call_requests")
      ).rows;
      // The platform plays the call to the configured webhook URL, which nothing answers.
      const deliveries = await emulator.playPhoneCall(String(callId), "answered", { durationSeconds: 61 });
      expect(deliveries.map((d) => d.httpStatus)).toEqual(deliveries.map(() => 0));
      expect((await rows())[0]?.call_status).toBe("queued");

      clock = new Date(clock.getTime() + 4 * 60_000);
      await server.dialler?.tick();
      const [row] = (
        await db.query<Record<string, unknown>>(
          "select call_status, ended_reason, call_duration_seconds, final_report_at from public.ai_call_requests",
        )
      ).rows;
      expect(row).toMatchObject({ call_status: "ended", ended_reason: "customer-ended-call" });
      expect(Number(row?.call_duration_seconds)).toBe(61);
      expect(row?.final_report_at).not.toBeNull();
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { callbacks: Record<string, unknown> };
      expect(health.callbacks).toMatchObject({
        calls_waiting_for_report: 0,
        calls_finished_without_webhook_24h: 1,
        webhooks: "missing: check that the platform can reach VAPI_WEBHOOK_URL",
      });
    });
  });

  describe("webhooks", () => {
    const webhook = (message: unknown, contentType = "application/json") =>
      fetch(`${server.url}/api/voice/webhook`, {
        method: "POST",
        headers: { "Content-Type": contentType, "X-Vapi-Secret": SECRET },
        body: JSON.stringify({ message }),
      });
    const report = (callId: string, durationSeconds: number, summary: string) => ({
      type: "end-of-call-report",
      endedReason: "customer-ended-call",
      durationSeconds,
      analysis: { summary },
      call: { id: callId },
    });

    it("keeps a final row final: a replayed report with other figures changes nothing", async () => {
      await send();
      await tickAll();
      const callId = String(
        (await db.query("select platform_call_id from public.ai_call_requests")).rows[0]?.platform_call_id,
      );
      expect((await webhook(report(callId, 42, "The real call."))).status).toBe(200);
      expect(await (await webhook(report(callId, 9999, "A replay."))).json()).toEqual({ ignored: true });
      await webhook(report(callId, 1e308, "Another."));
      await webhook({ type: "status-update", status: "ringing", call: { id: callId } });
      const [row] = (
        await db.query<Record<string, unknown>>(
          "select call_status, call_duration_seconds, call_summary from public.ai_call_requests",
        )
      ).rows;
      expect(row).toMatchObject({ call_status: "ended", call_summary: "The real call." });
      expect(Number(row?.call_duration_seconds)).toBe(42);
    });

    it("applies an event only to a call this server placed: an invented call naming a browser request is ignored", async () => {
      const { rows: browserRows } = await db.query<{ id: string }>(
        `insert into public.ai_call_requests (full_name, business_email, phone_number, call_status, call_channel)
         values ('Browser Caller', 'b@example.com', '07712 345678', 'requested', 'browser') returning id`,
      );
      const answer = await webhook({
        type: "end-of-call-report",
        endedReason: "customer-ended-call",
        call: { id: "call-invented", customer: { externalId: browserRows[0]?.id } },
      });
      expect(await answer.json()).toEqual({ ignored: true });
      expect((await rows())[0]).toMatchObject({ call_status: "requested" });
      // A real call id with another request's id is not applied either.
      await send();
      await tickAll();
      const callId = String(
        (await db.query("select platform_call_id from public.ai_call_requests where platform_call_id is not null"))
          .rows[0]?.platform_call_id,
      );
      const crossed = await webhook({
        type: "status-update",
        status: "ringing",
        call: { id: callId, customer: { externalId: browserRows[0]?.id } },
      });
      expect(await crossed.json()).toEqual({ ignored: true });
    });

    it("answers 400 to impossible timestamps and 415 to bodies that are not JSON", async () => {
      for (const timestamp of [1e20, -1e20, 0, Date.now() + 2 * 3_600_000])
        expect((await webhook({ type: "status-update", status: "ringing", timestamp, call: { id: "c" } })).status).toBe(
          400,
        );
      expect(
        (await webhook({ type: "status-update", status: "ringing", timestamp: Date.now(), call: { id: "c" } })).status,
      ).toBe(200);
      expect((await webhook({ type: "status-update", call: { id: "c" } }, "text/plain")).status).toBe(415);
    });
  });
});
