// Nothing silently dropped (docs/product/leads-and-data.md#quarantine): a bot-looking submission is stored with its
// reason, a quarantined phone request is never rung, and the owner's export can leave such rows out or show them
// alone. PGlite and PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./app.ts";
import type { Database } from "./db/database.ts";
import { leadRowBatches, type QuarantineFilter } from "./export.ts";
import { databaseBackends } from "./testing/backends.ts";

const KEY = "local-anon-key";
const SERVICE_KEY = "service-key-for-tests";
const contact = {
  name: "Grace Okafor",
  email: "grace@okafor-lane.co.uk",
  business: "Okafor & Lane Events",
  phone: "+44 161 496 0555",
  message: "We run six awards dinners a year.",
};

describe.each(databaseBackends())("$name", ({ open }) => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let server: RunningServer;
  beforeAll(async () => {
    ({ db, close: closeDb } = await open());
    server = await startServer({ port: 0, database: db, serviceKey: SERVICE_KEY });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
  });

  const post = (table: string, body: unknown) =>
    fetch(`${server.url}/rest/v1/${table}`, {
      method: "POST",
      headers: { apikey: KEY, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const exported = async (filter: QuarantineFilter) => {
    const rows: Record<string, unknown>[] = [];
    for await (const batch of leadRowBatches(db, "contacts", filter)) rows.push(...batch);
    return rows.map((row) => [row.message, row.quarantine]);
  };

  it("stores a bot-looking contact with its reason, and refuses any other reason", async () => {
    expect((await post("contacts", { ...contact, message: "A person, at their pace" })).status).toBe(201);
    expect((await post("contacts", { ...contact, message: "Filled within 2 s", quarantine: "too-fast" })).status).toBe(
      201,
    );
    expect(
      (await post("contacts", { ...contact, message: "The hidden field filled", quarantine: "honeypot" })).status,
    ).toBe(201);
    const other = await post("contacts", { ...contact, message: "Some other reason", quarantine: "spam" });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: "23514" });
    expect(await exported("include")).toEqual([
      ["A person, at their pace", null],
      ["Filled within 2 s", "too-fast"],
      ["The hidden field filled", "honeypot"],
    ]);
  });

  it("lets the owner's export leave quarantined rows out, or show them alone", async () => {
    expect(await exported("exclude")).toEqual([["A person, at their pace", null]]);
    expect(await exported("only")).toEqual([
      ["Filled within 2 s", "too-fast"],
      ["The hidden field filled", "honeypot"],
    ]);
    const response = await fetch(`${server.url}/_local/export?table=contacts&format=json&quarantine=only`, {
      headers: { Authorization: `Bearer ${SERVICE_KEY}` },
    });
    expect(((await response.json()) as unknown[]).length).toBe(2);
  });

  it("stores a quarantined phone request as cancelled, so it is never rung; a visitor still cannot cancel one", async () => {
    const request = { full_name: "Tom Reid", business_email: "tom@brightside.co.uk", phone_number: "020 7946 0321" };
    expect(
      (await post("ai_call_requests", { ...request, call_status: "requested", quarantine: "too-fast" })).status,
    ).toBe(201);
    expect((await post("ai_call_requests", { ...request, call_status: "cancelled" })).status).toBe(401);
    const { rows } = await db.query("select call_status, call_channel, quarantine from public.ai_call_requests");
    expect(rows).toEqual([{ call_status: "cancelled", call_channel: "phone", quarantine: "too-fast" }]);
  });

  it("a real sign-up of an address a quarantined one brought first takes the quarantine off", async () => {
    expect(
      (await post("newsletter_subscriptions", { email: "early@example.com", quarantine: "too-fast" })).status,
    ).toBe(201);
    expect((await post("newsletter_subscriptions", { email: "Early@example.com" })).status).toBe(201);
    expect(
      (await post("newsletter_subscriptions", { email: "early@example.com", quarantine: "honeypot" })).status,
    ).toBe(201);
    const { rows } = await db.query("select email, quarantine from public.newsletter_subscriptions");
    expect(rows).toEqual([{ email: "early@example.com", quarantine: null }]);
  });
});
