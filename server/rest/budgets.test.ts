// The write budgets (docs/product/leads-and-data.md#budgets) as a busy office, a distributed flood and writes with
// no usable address meet them, on PGlite and PostgreSQL 15, with the budgets the migration stores: 60 rows per
// address and 300 rows per table an hour. Figures: docs/figures/lead-budgets.md.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../app.ts";
import type { Database } from "../db/database.ts";
import { databaseBackends } from "../testing/backends.ts";
import { DEFAULT_BUDGETS } from "../testing/budgets.ts";

const KEY = "local-anon-key";
const { perAddress, perTable } = DEFAULT_BUDGETS;

const contact = (i: number) => ({
  name: "Priya Shah",
  email: `priya-${i}@brightside.co.uk`,
  business: "Brightside Events",
  phone: "+44 161 496 0755",
  message: `Office enquiry number ${i} about the spring show`,
});
const demo = (i: number) => ({
  full_name: "Tom Reid",
  business_email: `tom-${i}@brightside.co.uk`,
  phone_number: "020 7946 0321",
  call_status: "requested",
  call_channel: "browser",
});
const estimate = (email: string) => ({
  email,
  attendees: 237,
  registration_rate: 11,
  ticket_value: 89,
  admin_hours: 23,
  staff_cost: 19,
  current_registrations: 26.07,
  projected_registrations: 33.1,
  extra_revenue: 625.8,
  hours_saved: 9.43,
  monthly_savings: 241.7,
  payback_months: 8.3,
});

describe.each(databaseBackends())("$name", ({ open }) => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let server: RunningServer;
  beforeAll(async () => {
    ({ db, close: closeDb } = await open());
    // Behind one proxy (this test): the client is the right-most X-Forwarded-For entry.
    server = await startServer({ port: 0, database: db, trustProxy: 1 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
  });
  // Each test starts with every budget unspent (the rows stay; the budgets count the last hour's writes).
  beforeEach(async () => {
    await db.query("delete from private.lead_writes");
  });

  const post = (table: string, body: unknown, forwardedFor: string) =>
    fetch(`${server.url}/rest/v1/${table}`, {
      method: "POST",
      headers: { apikey: KEY, "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      body: JSON.stringify(body),
    }).then(async (response) => {
      await response.body?.cancel();
      return response.status;
    });
  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]?.n ?? 0;

  it(`lets a busy office through: 50 leads across the four forms, each estimate counted once with its subscription, repeat sign-ups free; the next counted row past ${perAddress} is refused`, async () => {
    const office = "198.51.100.10";
    const statuses: number[] = [];
    await post("newsletter_subscriptions", { email: "team@brightside.co.uk" }, office);
    for (let i = 0; i < 12; i++) {
      statuses.push(await post("contacts", contact(i), office));
      statuses.push(await post("ai_call_requests", demo(i), office));
      statuses.push(await post("newsletter_subscriptions", { email: `news-${i}@brightside.co.uk` }, office));
      // 'Email my estimate': the subscription, then the estimate (two rows, one lead).
      statuses.push(await post("newsletter_subscriptions", { email: `roi-${i}@brightside.co.uk` }, office));
      statuses.push(await post("roi_estimates", estimate(`roi-${i}@brightside.co.uk`), office));
      // A colleague signs the shared address up again: answered like any sign-up, stored once, not counted.
      statuses.push(await post("newsletter_subscriptions", { email: "TEAM@brightside.co.uk" }, office));
    }
    statuses.push(await post("contacts", contact(12), office));
    expect(statuses).toEqual(Array(73).fill(201));
    // 1 + 12 × 4 + 1 = 50 counted; 73 requests, 62 rows stored (12 repeat sign-ups stored nothing).
    expect(await count("private.lead_writes where bucket = $1 and counted", [office])).toBe(50);
    expect(await count("private.lead_writes where bucket = $1", [office])).toBe(62);
    for (let i = 0; i < perAddress - 50; i++) expect(await post("contacts", contact(100 + i), office)).toBe(201);
    expect(await post("contacts", contact(200), office)).toBe(429);
    // An estimate riding on its subscription still needs room for the subscription itself.
    expect(await post("newsletter_subscriptions", { email: "late@brightside.co.uk" }, office)).toBe(429);
  }, 120_000);

  it("does not count repeat sign-ups as refusals: 20 of an address already subscribed, then a contact goes through", async () => {
    const office = "198.51.100.11";
    expect(await post("newsletter_subscriptions", { email: "desk@harbour-pr.co.uk" }, office)).toBe(201);
    const repeats = [];
    for (let i = 0; i < 20; i++)
      repeats.push(await post("newsletter_subscriptions", { email: "desk@harbour-pr.co.uk" }, office));
    expect(repeats).toEqual(Array(20).fill(201));
    expect(await post("contacts", contact(300), office)).toBe(201);
    expect(await count("public.newsletter_subscriptions where email = 'desk@harbour-pr.co.uk'")).toBe(1);
  }, 60_000);

  it(`stops a distributed flood at ${perTable} rows per table: 25 addresses × 40 sign-ups at once`, async () => {
    const started = performance.now();
    const statuses = (
      await Promise.all(
        Array.from({ length: 25 }, async (_, address) => {
          const own: number[] = [];
          for (let i = 0; i < 40; i++)
            own.push(
              await post(
                "newsletter_subscriptions",
                { email: `flood-${address}-${i}@example.com` },
                `203.0.113.${address + 1}`,
              ),
            );
          return own;
        }),
      )
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    expect(statuses.filter((status) => status === 201)).toHaveLength(perTable);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - perTable);
    expect(await count("public.newsletter_subscriptions where email like 'flood-%'")).toBe(perTable);
    // The other tables keep their own budget: the site's contact form still works during a newsletter flood.
    expect(await post("contacts", contact(400), "203.0.113.200")).toBe(201);
    console.info(`budgets: 1,000 sign-ups from 25 addresses → ${perTable} stored in ${seconds.toFixed(1)} s`);
  }, 180_000);

  it(`makes writes with no usable address share one budget of ${perAddress}`, async () => {
    const statuses = [];
    // Malformed hops: the client is unknown, so each falls back to the proxy's address, one budget for all of them.
    for (let i = 0; i < perAddress + 10; i++)
      statuses.push(await post("newsletter_subscriptions", { email: `nohop-${i}@example.com` }, `not-an-ip-${i}`));
    expect(statuses.filter((status) => status === 201)).toHaveLength(perAddress);
    expect(await count("public.newsletter_subscriptions where email like 'nohop-%'")).toBe(perAddress);
  }, 60_000);

  it(`as hosted PostgREST runs it (anon, no X-Forwarded-For at all), every such write shares one budget of ${perAddress}`, async () => {
    const asAnon = (email: string) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'anon', true), set_config('request.headers', '{}', true)`);
        await tx.query("insert into public.newsletter_subscriptions (email) values ($1)", [email]);
      });
    let stored = 0;
    let refused: unknown;
    for (let i = 0; i < perAddress + 5; i++) {
      try {
        await asAnon(`anonymous-${i}@example.com`);
        stored++;
      } catch (error) {
        refused = error;
      }
    }
    expect(stored).toBe(perAddress);
    expect(refused).toMatchObject({ code: "PGRST" });
    expect(await count("private.lead_writes where bucket = 'no-address'")).toBe(perAddress);
  }, 60_000);

  it("keeps the budgets in the database, where the owner changes them", async () => {
    const { rows } = await db.query("select name, max_rows, window_seconds from private.lead_budgets order by name");
    expect(rows).toEqual([
      { name: "per_address", max_rows: perAddress, window_seconds: 3600 },
      { name: "per_table", max_rows: perTable, window_seconds: 3600 },
    ]);
    await db.query("update private.lead_budgets set max_rows = 2 where name = 'per_address'");
    try {
      const office = "198.51.100.12";
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await post("contacts", contact(500 + i), office));
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await db.query("update private.lead_budgets set max_rows = $1 where name = 'per_address'", [perAddress]);
    }
  });
});
