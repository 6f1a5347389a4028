// Outbound phone calls on the emulator: creating them, finding them again, and the server messages the platform
// POSTs to a webhook, received here by a real node:http server.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRestClient, type RestClient } from "../../index.ts";
import { sendServerMessage, startEmulator, type Emulator, type ServerMessage } from "./index.ts";

const TOKEN = "emu-token";
const SECRET = "whsec-test-1";
const CUSTOMER = { number: "+14155550123", name: "Ada" };
const PHONE_CALL = { phoneNumberId: "pn-1", assistantId: "asst-1", customer: CUSTOMER };

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  message: ServerMessage;
}

interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** A webhook endpoint: records each POST and answers `status`, after `onMessage` when given. */
async function startReceiver(
  options: { status?: number; onMessage?: (message: ServerMessage) => Promise<void> } = {},
): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const { message } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: ServerMessage };
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, message });
      await options.onMessage?.(message);
      response.writeHead(options.status ?? 200).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/voice`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on: a port that was free a moment ago. */
async function refusedUrl(): Promise<string> {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.url;
}

/** [type, status, endedReason] of each message, to compare sequences at a glance. */
const shape = (messages: ServerMessage[]) => messages.map((m) => [m.type, m.status, m.endedReason]);

const withWebhook = (url: string) => ({
  ...PHONE_CALL,
  assistantOverrides: { firstMessage: "Hi", server: { url, headers: { "X-Vapi-Secret": SECRET } } },
});

describe("outbound phone calls on the emulator", () => {
  let emulator: Emulator;
  let api: RestClient;
  beforeAll(async () => {
    emulator = await startEmulator({ token: TOKEN });
    api = createRestClient({ baseUrl: emulator.url, token: TOKEN, maxRetries: 0 });
  });
  afterEach(() => {
    emulator.reset();
    vi.useRealTimers();
  });
  afterAll(() => emulator.close());

  const post = (path: string, body: unknown) =>
    fetch(`${emulator.url}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  describe("POST /call", () => {
    it("stores a call with a customer as a queued outbound phone call and answers it with 201", async () => {
      const response = await post("/call", PHONE_CALL);
      expect(response.status).toBe(201);
      const call = (await response.json()) as { id: string };
      expect(call).toMatchObject({ ...PHONE_CALL, type: "outboundPhoneCall", status: "queued" });
      expect(await api.calls.get(call.id)).toEqual(call);
    });

    it("creates one call per entry of customers and answers them as a batch", async () => {
      const other = { number: "+442071838750" };
      const { customer: _, ...rest } = PHONE_CALL;
      const batch = await api.calls.create({ ...rest, customers: [CUSTOMER, other] });
      expect(batch).toMatchObject({
        results: [
          { customer: CUSTOMER, type: "outboundPhoneCall", status: "queued" },
          { customer: other, type: "outboundPhoneCall", status: "queued" },
        ],
        errors: [],
      });
      expect(await api.calls.list()).toHaveLength(2);
    });

    const NOT_E164 = "customer.number must be a valid phone number in the E.164 format";
    const NO_NUMBER = "phoneNumberId or phoneNumber is required for a phone call";
    const NO_ASSISTANT = "an assistant, squad or workflow is required";
    it.each([
      ["/call", { ...PHONE_CALL, customer: { number: "4155550123" } }, NOT_E164],
      ["/call", { ...PHONE_CALL, customer: { number: "+04155550123" } }, NOT_E164],
      ["/call", { ...PHONE_CALL, customer: { number: "+1 415 555 0123" } }, NOT_E164],
      ["/call", { ...PHONE_CALL, customer: { name: "no number" } }, NOT_E164],
      ["/call", { ...PHONE_CALL, customers: [CUSTOMER, { number: "+1" }] }, NOT_E164],
      ["/call", { assistantId: "asst-1", customer: CUSTOMER }, NO_NUMBER],
      ["/call", { phoneNumberId: "pn-1", customer: CUSTOMER }, NO_ASSISTANT],
      ["/call/phone", { ...PHONE_CALL, customer: { number: "+1415" } }, NOT_E164],
      ["/call/phone", { squadId: "sq-1", customer: CUSTOMER }, NO_NUMBER],
      ["/call/phone", { phoneNumber: { twilioPhoneNumber: "+14155550100" }, customer: CUSTOMER }, NO_ASSISTANT],
    ])("POST %s %j answers 400 %s", async (path, body, message) => {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message, error: "Bad Request", statusCode: 400 });
      expect(await api.calls.list()).toEqual([]);
    });

    it.each([
      ["squad", { squad: { members: [] } }],
      ["workflowId", { workflowId: "wf-1" }],
      ["a transient phoneNumber", { phoneNumber: { twilioPhoneNumber: "+14155550100" }, assistantId: "asst-1" }],
    ])("accepts a phone call with %s", async (_, fields) => {
      const response = await post("/call", { customer: CUSTOMER, phoneNumberId: "pn-1", ...fields });
      expect(response.status).toBe(201);
    });

    it("keeps a body without customer as it was: POST /call stores it as sent, POST /call/phone as a phone call", async () => {
      expect(await (await post("/call", { assistantId: "asst-1" })).json()).not.toHaveProperty("type");
      expect(await (await post("/call/phone", { assistantId: "asst-1" })).json()).toMatchObject({
        type: "outboundPhoneCall",
        status: "queued",
      });
    });
  });

  describe("GET /call", () => {
    /** Creates calls one minute apart from 2026-11-24T10:00Z (only Date is faked: the servers keep real timers). */
    async function createAtMinutes(bodies: object[]) {
      vi.useFakeTimers({ toFake: ["Date"] });
      const ids: string[] = [];
      for (const [index, body] of bodies.entries()) {
        vi.setSystemTime(new Date(Date.UTC(2026, 10, 24, 10, index)));
        ids.push(((await (await post("/call", body)).json()) as { id: string }).id);
      }
      vi.useRealTimers();
      return ids;
    }

    it("filters by id, assistantId and phoneNumberId, and applies limit", async () => {
      const [a, b, c] = await createAtMinutes([
        PHONE_CALL,
        { ...PHONE_CALL, assistantId: "asst-2" },
        { ...PHONE_CALL, phoneNumberId: "pn-2" },
      ]);
      const ids = async (query: Record<string, string | number>) => (await api.calls.list(query)).map((c) => c.id);
      expect(await ids({ id: b! })).toEqual([b]);
      expect(await ids({ assistantId: "asst-1" })).toEqual([a, c]);
      expect(await ids({ phoneNumberId: "pn-2" })).toEqual([c]);
      expect(await ids({ assistantId: "asst-1", phoneNumberId: "pn-1" })).toEqual([a]);
      expect(await ids({ assistantId: "asst-9" })).toEqual([]);
      expect(await ids({ limit: 2 })).toEqual([a, b]);
    });

    it("filters on createdAt with Gt, Lt, Ge and Le, bounds in any ISO form", async () => {
      const [a, b, c] = await createAtMinutes([PHONE_CALL, PHONE_CALL, PHONE_CALL]);
      const ids = async (query: Record<string, string | Date>) => (await api.calls.list(query)).map((c) => c.id);
      const minute = (m: number) => new Date(Date.UTC(2026, 10, 24, 10, m));
      expect(await ids({ createdAtGt: minute(1) })).toEqual([c]);
      expect(await ids({ createdAtGe: minute(1) })).toEqual([b, c]);
      expect(await ids({ createdAtLt: minute(1) })).toEqual([a]);
      expect(await ids({ createdAtLe: minute(1) })).toEqual([a, b]);
      expect(await ids({ createdAtGt: minute(0), createdAtLt: minute(2) })).toEqual([b]);
      // A server looking for the call it placed before a crash: same number, created since it tried.
      expect(await ids({ phoneNumberId: "pn-1", createdAtGe: "2026-11-24T11:00:30+01:00" })).toEqual([b, c]);
    });

    it("answers 400 for a date bound that is not a date", async () => {
      const response = await fetch(`${emulator.url}/call?createdAtGt=yesterday`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "createdAtGt must be a valid ISO 8601 date string",
        error: "Bad Request",
        statusCode: 400,
      });
    });
  });

  describe("playPhoneCall", () => {
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterEach(() => void (receiver.received.length = 0));
    afterAll(() => receiver.close());

    const createCall = async (body: object = withWebhook(receiver.url)) =>
      (await api.calls.create(body)) as { id: string };

    it("answered: POSTs ringing, in-progress, ended and the end-of-call report, with the secret header", async () => {
      const call = await createCall();
      const deliveries = await emulator.playPhoneCall(call.id, "answered");

      const messages = receiver.received.map((r) => r.message);
      expect(shape(messages)).toEqual([
        ["status-update", "ringing", undefined],
        ["status-update", "in-progress", undefined],
        ["status-update", "ended", "customer-ended-call"],
        ["end-of-call-report", undefined, "customer-ended-call"],
      ]);
      for (const { method, path, headers } of receiver.received) {
        expect({ method, path }).toEqual({ method: "POST", path: "/webhooks/voice" });
        expect(headers["content-type"]).toBe("application/json");
        expect(headers["x-vapi-secret"]).toBe(SECRET);
      }
      const timestamps = messages.map((m) => m.timestamp);
      expect(timestamps).toEqual([...timestamps].sort((x, y) => x - y));
      expect(new Set(timestamps).size).toBe(4);
      expect(messages.map((m) => m.call.status)).toEqual(["ringing", "in-progress", "ended", "ended"]);
      for (const message of messages) {
        expect(message).toMatchObject({ customer: CUSTOMER, phoneNumberId: "pn-1", call: { id: call.id } });
      }

      const report = messages[3]!;
      const summary = "The caller asked about automating event registrations.";
      expect(report).toMatchObject({ durationSeconds: 42, summary, analysis: { summary } });
      expect(Date.parse(report.endedAt!) - Date.parse(report.startedAt!)).toBe(42_000);

      expect(deliveries).toEqual([
        { type: "status-update", status: "ringing", httpStatus: 200, message: messages[0] },
        { type: "status-update", status: "in-progress", httpStatus: 200, message: messages[1] },
        { type: "status-update", status: "ended", httpStatus: 200, message: messages[2] },
        { type: "end-of-call-report", httpStatus: 200, message: messages[3] },
      ]);
      expect(await api.calls.get(call.id)).toMatchObject({
        status: "ended",
        endedReason: "customer-ended-call",
        startedAt: report.startedAt,
        endedAt: report.endedAt,
        analysis: { summary },
      });
    });

    it("takes durationSeconds and summary from the options", async () => {
      const call = await createCall();
      await emulator.playPhoneCall(call.id, "answered", { durationSeconds: 7, summary: "Wants a demo." });
      expect(receiver.received.at(-1)?.message).toMatchObject({
        durationSeconds: 7,
        summary: "Wants a demo.",
        analysis: { summary: "Wants a demo." },
      });
    });

    it("updates the stored call before POSTing each message", async () => {
      const seen: string[] = [];
      const checking = await startReceiver({
        onMessage: async (message) => {
          const stored = await api.calls.get(String(message.call.id));
          seen.push(`${message.type}:${stored.status}`);
        },
      });
      try {
        const call = await createCall(withWebhook(checking.url));
        await emulator.playPhoneCall(call.id, "answered");
      } finally {
        await checking.close();
      }
      expect(seen).toEqual([
        "status-update:ringing",
        "status-update:in-progress",
        "status-update:ended",
        "end-of-call-report:ended",
      ]);
    });

    it.each([
      [
        "no-answer",
        [
          ["status-update", "ringing", undefined],
          ["status-update", "ended", "customer-did-not-answer"],
        ],
      ],
      [
        "busy",
        [
          ["status-update", "ringing", undefined],
          ["status-update", "ended", "customer-busy"],
        ],
      ],
      ["failed", [["status-update", "ended", "twilio-failed-to-connect-call"]]],
    ] as const)("%s: POSTs %j then a report of 0 seconds without summary", async (outcome, statusUpdates) => {
      const call = await createCall();
      await emulator.playPhoneCall(call.id, outcome);

      const messages = receiver.received.map((r) => r.message);
      const endedReason = statusUpdates.at(-1)![2];
      expect(shape(messages)).toEqual([...statusUpdates, ["end-of-call-report", undefined, endedReason]]);
      const report = messages.at(-1)!;
      expect(report.durationSeconds).toBe(0);
      expect(report).not.toHaveProperty("summary");
      expect(report).not.toHaveProperty("analysis");
      expect(report).not.toHaveProperty("startedAt");
      const stored = await api.calls.get(call.id);
      expect(stored).toMatchObject({ status: "ended", endedReason, endedAt: report.endedAt });
      expect(stored).not.toHaveProperty("startedAt");
    });

    it("sends to the assistant's server when there are no overrides, and to options.url with options.headers first", async () => {
      const call = await createCall({
        ...PHONE_CALL,
        assistantId: undefined,
        assistant: { server: { url: `${receiver.url}?from=assistant`, headers: { "X-Vapi-Secret": "asst" } } },
      });
      await emulator.playPhoneCall(call.id, "failed");
      await emulator.playPhoneCall(call.id, "failed", {
        url: `${receiver.url}?from=options`,
        headers: { "X-Other": "1" },
      });
      expect(receiver.received.map((r) => [r.path, r.headers["x-vapi-secret"], r.headers["x-other"]])).toEqual([
        ["/webhooks/voice?from=assistant", "asst", undefined],
        ["/webhooks/voice?from=assistant", "asst", undefined],
        ["/webhooks/voice?from=options", undefined, "1"],
        ["/webhooks/voice?from=options", undefined, "1"],
      ]);
    });

    it("throws for an unknown call and for a call without a webhook URL", async () => {
      await expect(emulator.playPhoneCall("call-404", "answered")).rejects.toThrow(
        "playPhoneCall: no call call-404 in the emulator",
      );
      const call = await createCall(PHONE_CALL);
      await expect(emulator.playPhoneCall(call.id, "answered")).rejects.toThrow(
        `playPhoneCall: call ${call.id} has no webhook URL: pass options.url or create the call with assistantOverrides.server.url or assistant.server.url`,
      );
    });

    it("records a webhook's error answer and goes on", async () => {
      const failing = await startReceiver({ status: 500 });
      try {
        const call = await createCall(withWebhook(failing.url));
        const deliveries = await emulator.playPhoneCall(call.id, "busy");
        expect(deliveries.map((d) => d.httpStatus)).toEqual([500, 500, 500]);
        expect(failing.received).toHaveLength(3);
      } finally {
        await failing.close();
      }
    });

    it("records httpStatus 0 when the webhook refuses the connection, and still ends the call", async () => {
      const call = await createCall(withWebhook(await refusedUrl()));
      const deliveries = await emulator.playPhoneCall(call.id, "no-answer");
      expect(deliveries.map((d) => [d.type, d.httpStatus])).toEqual([
        ["status-update", 0],
        ["status-update", 0],
        ["end-of-call-report", 0],
      ]);
      expect(await api.calls.get(call.id)).toMatchObject({ status: "ended", endedReason: "customer-did-not-answer" });
    });

    it('order "reverse" sends the same messages newest first, and sendServerMessage sends one again', async () => {
      const call = await createCall();
      const deliveries = await emulator.playPhoneCall(call.id, "answered", { order: "reverse" });

      const messages = receiver.received.map((r) => r.message);
      expect(shape(messages)).toEqual([
        ["end-of-call-report", undefined, "customer-ended-call"],
        ["status-update", "ended", "customer-ended-call"],
        ["status-update", "in-progress", undefined],
        ["status-update", "ringing", undefined],
      ]);
      // Each message still carries the call as it was at its own step, and its own timestamp.
      expect(messages.map((m) => m.call.status)).toEqual(["ended", "ended", "in-progress", "ringing"]);
      const timestamps = messages.map((m) => m.timestamp);
      expect(timestamps).toEqual([...timestamps].sort((x, y) => y - x));
      expect((await api.calls.get(call.id)).status).toBe("ended");

      const report = deliveries[0]!.message;
      expect(await sendServerMessage(receiver.url, { "X-Vapi-Secret": SECRET }, report)).toBe(200);
      expect(receiver.received).toHaveLength(5);
      expect(receiver.received[4]?.message).toEqual(messages[0]);
      expect(receiver.received[4]?.headers["x-vapi-secret"]).toBe(SECRET);
    });

    it("sendServerMessage answers 0 when nothing listens", async () => {
      expect(await sendServerMessage(await refusedUrl(), {}, { type: "status-update" })).toBe(0);
    });
  });
});

describe("auto-play", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterEach(() => void (receiver.received.length = 0));
  afterAll(() => receiver.close());

  it("plays every new phone call with the configured outcome after delayMs", async () => {
    const emulator = await startEmulator({ phoneCalls: { autoPlay: "busy", delayMs: 20 } });
    try {
      const api = createRestClient({ baseUrl: emulator.url, token: TOKEN });
      const call = (await api.calls.create(withWebhook(receiver.url))) as { id: string };
      await api.calls.create({ assistantId: "asst-1" }); // not a phone call: not played
      await vi.waitFor(() => expect(receiver.received).toHaveLength(3));
      expect(shape(receiver.received.map((r) => r.message))).toEqual([
        ["status-update", "ringing", undefined],
        ["status-update", "ended", "customer-busy"],
        ["end-of-call-report", undefined, "customer-busy"],
      ]);
      expect(receiver.received.every((r) => r.message.call.id === call.id)).toBe(true);
      expect(await api.calls.get(call.id)).toMatchObject({ status: "ended", endedReason: "customer-busy" });
    } finally {
      await emulator.close();
    }
  });

  it("says on stderr why a call could not be played", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const emulator = await startEmulator({ phoneCalls: { autoPlay: "answered", delayMs: 0 } });
    try {
      const api = createRestClient({ baseUrl: emulator.url, token: TOKEN });
      const call = (await api.calls.create(PHONE_CALL)) as { id: string };
      await vi.waitFor(() =>
        expect(errors).toHaveBeenCalledWith(
          `Platform emulator: playPhoneCall: call ${call.id} has no webhook URL: pass options.url or create the call with assistantOverrides.server.url or assistant.server.url`,
        ),
      );
    } finally {
      errors.mockRestore();
      await emulator.close();
    }
  });

  it("cancels the plays still waiting when the emulator closes", async () => {
    const emulator = await startEmulator({ phoneCalls: { autoPlay: "answered", delayMs: 50 } });
    await createRestClient({ baseUrl: emulator.url, token: TOKEN }).calls.create(withWebhook(receiver.url));
    await emulator.close();
    // Proving that nothing comes needs a wait: three times the play's delay.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toEqual([]);
  });

  it("runs from the command line with --play, and refuses an unknown outcome", async () => {
    const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", cli, "--port", "0", "--play", "no-answer"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [firstLine] = (await once(child.stdout, "data")) as [Buffer];
      const url = /listening on (\S+)/.exec(firstLine.toString())?.[1] ?? "";
      await createRestClient({ baseUrl: url, token: TOKEN }).calls.create(withWebhook(receiver.url));
      await vi.waitFor(() => expect(receiver.received).toHaveLength(3));
      expect(receiver.received[1]?.message.endedReason).toBe("customer-did-not-answer");
    } finally {
      child.kill("SIGTERM");
    }
    expect(await once(child, "exit")).toEqual([0, null]);

    const wrong = spawn(process.execPath, ["--import", "tsx", cli, "--port", "0", "--play", "hung-up"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    const [stderr] = (await once(wrong.stderr, "data")) as [Buffer];
    expect(stderr.toString()).toBe("--play must be one of: answered, no-answer, busy, failed\n");
    expect(await once(wrong, "exit")).toEqual([2, null]);
  });
});
