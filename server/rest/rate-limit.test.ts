// The write limit as an attacker and a busy office meet it (docs/product/leads-and-data.md#rate-limit), on PGlite and
// PostgreSQL 15, with the migration's default budget: 60 stored rows per address per hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../app.ts";
import type { Database } from "../db/database.ts";
import { openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import { migrate } from "../migrate.ts";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "../testing/postgres15.ts";
import { REFUSALS_PER_WINDOW } from "./refusal-budget.ts";
import { DEFAULT_BUDGETS } from "../testing/budgets.ts";

const KEY = "local-anon-key";
const BUDGET = DEFAULT_BUDGETS.perAddress;

type Backend = { name: string; open: () => Promise<{ db: Database; close: () => Promise<void> }> };

let cluster: TempPostgres | undefined;
const skipPostgres = postgresUnavailableReason();
const backends: Backend[] = [
  { name: "PGlite", open: async () => ({ db: await openPglite(), close: async () => {} }) },
  ...(skipPostgres
    ? []
    : [
        {
          name: "PostgreSQL 15",
          open: async () => {
            cluster ??= await startTempPostgres();
            const db = await openPostgres(cluster.url);
            return { db, close: () => db.close() };
          },
        },
      ]),
];
afterAll(async () => {
  await cluster?.stop();
});

describe.each(backends)("$name", ({ open }) => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let server: RunningServer;
  beforeAll(async () => {
    ({ db, close: closeDb } = await open());
    // Behind one proxy (this test), the client is the right-most X-Forwarded-For entry.
    server = await startServer({ port: 0, database: db, trustProxy: 1 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
  });

  const post = (table: string, body: unknown, forwardedFor: string) =>
    fetch(`${server.url}/rest/v1/${table}`, {
      method: "POST",
      headers: { apikey: KEY, "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      body: JSON.stringify(body),
    });
  const storedFrom = async (table: string, marker: string) => {
    const column = table === "contacts" ? "message" : "email";
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where ${column} like $1`,
      [`%${marker}%`],
    );
    return rows[0]?.n ?? 0;
  };

  it(`stores exactly ${BUDGET} rows from a scripted flood of 500 writes across the forms`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) {
      const response =
        i % 2 === 0
          ? await post("newsletter_subscriptions", { email: `flood-${i}@example.com` }, "198.51.100.1")
          : await post(
              "contacts",
              {
                name: "Flood",
                email: "f@example.com",
                business: "Flood Events",
                phone: "+44 20 7946 0000",
                message: `flood message ${i}`,
              },
              "198.51.100.1",
            );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(BUDGET);
    expect(statuses.slice(BUDGET).every((status) => status === 429)).toBe(true);
    expect(
      (await storedFrom("newsletter_subscriptions", "flood-")) + (await storedFrom("contacts", "flood message")),
    ).toBe(BUDGET);
    const refused = await post("newsletter_subscriptions", { email: "late@example.com" }, "198.51.100.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      code: "rate_limited",
      details: null,
      hint: null,
      message: "Too many submissions, try again later",
    });
  }, 120_000);

  it("counts the rows of a bulk array, not the request: five 595-row arrays store nothing", async () => {
    const rows = Array.from({ length: 595 }, (_, i) => ({ email: `bulk-${i}@example.com` }));
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post("newsletter_subscriptions", rows, "198.51.100.2")).status);
    expect(statuses).toEqual([429, 429, 429, 429, 429]);
    expect(await storedFrom("newsletter_subscriptions", "bulk-")).toBe(0);
    // The refused arrays used none of the budget: the visitor's own form still goes through.
    expect((await post("newsletter_subscriptions", { email: "single-bulk@example.com" }, "198.51.100.2")).status).toBe(
      201,
    );
  }, 60_000);

  it(`gives refused writes their own budget: a failure loop is stopped after ${REFUSALS_PER_WINDOW}`, async () => {
    const statuses = [];
    for (let i = 0; i < 60; i++)
      statuses.push(
        (await post("contacts", { name: "x".repeat(500), email: "loop@example.com", message: "m" }, "198.51.100.3"))
          .status,
      );
    expect(statuses.slice(0, REFUSALS_PER_WINDOW).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(REFUSALS_PER_WINDOW).every((status) => status === 429)).toBe(true);
    expect(await storedFrom("contacts", "loop@")).toBe(0);
  }, 60_000);

  it(`stores exactly ${BUDGET} rows from ${BUDGET + 40} simultaneous requests`, async () => {
    const statuses = await Promise.all(
      Array.from({ length: BUDGET + 40 }, (_, i) =>
        post("newsletter_subscriptions", { email: `burst-${i}@example.com` }, "198.51.100.4").then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(BUDGET);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(await storedFrom("newsletter_subscriptions", "burst-")).toBe(BUDGET);
  }, 60_000);

  it(`is not multiplied by spoofed X-Forwarded-For entries: ${BUDGET + 20} forged origins are one address`, async () => {
    for (let i = 0; i < BUDGET + 20; i++)
      await post("newsletter_subscriptions", { email: `spoof-${i}@example.com` }, `10.9.${i}.1, 198.51.100.5`);
    expect(await storedFrom("newsletter_subscriptions", "spoof-")).toBe(BUDGET);
  }, 60_000);

  it("keeps each address its own budget: colleagues elsewhere are unaffected", async () => {
    expect((await post("newsletter_subscriptions", { email: "colleague@example.com" }, "198.51.100.6")).status).toBe(
      201,
    );
  });
});

describe.skipIf(skipPostgres !== null)("hosted Supabase: the migrated schema as PostgREST uses it", () => {
  let db: Database;
  beforeAll(async () => {
    cluster ??= await startTempPostgres();
    db = await openPostgres(cluster.url);
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  /** One request as hosted PostgREST runs it: role anon, the gateway's headers, then the insert. */
  const asAnon = (sql: string, params: unknown[] = []) =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true), set_config('request.headers', $1, true)`, [
        JSON.stringify({ "x-forwarded-for": "203.0.113.50, 192.0.2.10" }),
      ]);
      return tx.query(sql, params);
    });

  it(`limits anon with no pre-request setting: the ${BUDGET + 1}th row is refused with 429`, async () => {
    for (let i = 0; i < BUDGET; i++)
      await asAnon("insert into public.newsletter_subscriptions (email) values ($1)", [`hosted-${i}@example.com`]);
    const refused = asAnon("insert into public.newsletter_subscriptions (email) values ($1)", ["hosted-x@example.com"]);
    await expect(refused).rejects.toMatchObject({ code: "PGRST" });
    await expect(refused).rejects.toThrow(/rate_limited/);
  }, 60_000);

  it("lets anon call none of the limiter's functions", async () => {
    await expect(asAnon("select private.client_address()")).rejects.toMatchObject({ code: "42501" });
    await expect(asAnon("select public.check_request()")).rejects.toMatchObject({ code: "42883" });
    await expect(asAnon("select private.spend_lead_budget()")).rejects.toMatchObject({ code: "42501" });
    await expect(asAnon("delete from private.lead_writes")).rejects.toMatchObject({ code: "42501" });
    await expect(asAnon("update private.lead_budgets set max_rows = 0")).rejects.toMatchObject({ code: "42501" });
  });
});
