// Outbound phone calls on the emulator: creating them, finding them again, and the server messages the platform
// POSTs to a webhook, received here by a real node:http server.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRestClient, type RestClient } from "../../index.ts";
import { startEmulator, type Emulator } from "./index.ts";

const TOKEN = "emu-token";
const CUSTOMER = { number: "+14155550123", name: "Ada" };
const PHONE_CALL = { phoneNumberId: "pn-1", assistantId: "asst-1", customer: CUSTOMER };

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

    it.each([
      [
        "/call",
        { ...PHONE_CALL, customer: { number: "4155550123" } },
        "customer.number must be a valid phone number in the E.164 format",
      ],
      [
        "/call",
        { ...PHONE_CALL, customer: { number: "+04155550123" } },
        "customer.number must be a valid phone number in the E.164 format",
      ],
      [
        "/call",
        { ...PHONE_CALL, customer: { number: "+1 415 555 0123" } },
        "customer.number must be a valid phone number in the E.164 format",
      ],
      [
        "/call",
        { ...PHONE_CALL, customer: { name: "no number" } },
        "customer.number must be a valid phone number in the E.164 format",
      ],
      [
        "/call",
        { ...PHONE_CALL, customers: [CUSTOMER, { number: "+1" }] },
        "customer.number must be a valid phone number in the E.164 format",
      ],
      [
        "/call",
        { assistantId: "asst-1", customer: CUSTOMER },
        "phoneNumberId or phoneNumber is required for a phone call",
      ],
      ["/call", { phoneNumberId: "pn-1", customer: CUSTOMER }, "an assistant, squad or workflow is required"],
      [
        "/call/phone",
        { ...PHONE_CALL, customer: { number: "+1415" } },
        "customer.number must be a valid phone number in the E.164 format",
      ],
      [
        "/call/phone",
        { squadId: "sq-1", customer: CUSTOMER },
        "phoneNumberId or phoneNumber is required for a phone call",
      ],
      [
        "/call/phone",
        { phoneNumber: { twilioPhoneNumber: "+14155550100" }, customer: CUSTOMER },
        "an assistant, squad or workflow is required",
      ],
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
});
