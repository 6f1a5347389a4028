import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../app.ts";
import { openPglite } from "../db/pglite.ts";
import type { Database } from "../db/database.ts";
import { migrate, migrationsDir } from "../migrate.ts";
import { DEFAULT_BUDGETS } from "../testing/budgets.ts";
import {
  backendCases,
  replay,
  replayRateLimit,
  replayTransportCases,
  type Observed,
} from "../testing/bad-input-cases.ts";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "../testing/postgres15.ts";

const KEY = "local-anon-key";
const SERVICE_KEY = "test-service-key";
const check = (constraint: string, table = "contacts"): Observed => ({
  status: 400,
  code: "23514",
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
  details: null,
  hint: null,
});
const denied: Observed = {
  status: 401,
  code: "42501",
  message: "permission denied for table contacts",
  details: null,
  hint: null,
};

/** research/backend-ux.md §7, rows 1–24, as supabase-js (or raw HTTP) sees them. */
const expected: Record<string, Observed> = {
  "1 valid contact": { status: 201 },
  "2 valid newsletter email": { status: 201 },
  // Stored once; the answer does not tell that the address was already subscribed.
  "3 same email, other case": { status: 201 },
  "4 call request not 'requested'": {
    status: 401,
    code: "42501",
    message: 'new row violates row-level security policy for table "ai_call_requests"',
    details: null,
    hint: null,
  },
  "5 bad email": check("contacts_email_fmt"),
  "6 blank name": check("contacts_name_len"),
  "7 name of 101": check("contacts_name_len"),
  "8 message missing": {
    status: 400,
    code: "23502",
    message: 'null value in column "message" of relation "contacts" violates not-null constraint',
    details: null,
    hint: null,
  },
  "9a phone words": check("contacts_phone_fmt"),
  "9b phone boolean": check("contacts_phone_fmt"),
  "10 5,000 emoji": { status: 201 },
  "11 message of 5,001": check("contacts_message_len"),
  "12 message of 40,000": {
    status: 413,
    code: "PGRST_SIZE",
    message: "Payload too large (limit 32768 bytes)",
    details: null,
    hint: null,
  },
  "13 honeypot column sent": {
    status: 400,
    code: "PGRST204",
    message: "Could not find the 'website' column of 'contacts' in the schema cache",
    details: null,
    hint: null,
  },
  "14 created_at forged": denied,
  "15 insert().select()": denied,
  "16 anon select": denied,
  "17 array of two": { status: 201 },
  "18 private schema": {
    status: 406,
    code: "PGRST106",
    message: "Invalid schema: private",
    details: null,
    hint: "Only the following schemas are exposed: public",
  },
  "19 unknown table": {
    status: 404,
    code: "PGRST205",
    message: "Could not find the table 'public.leads' in the schema cache",
    details: null,
    hint: null,
  },
  "20 wrong key": {
    status: 401,
    code: null,
    message: "Invalid API key",
    details: null,
    hint: "Double check your Supabase `anon` or `service_role` API key.",
  },
  "21 raw: no apikey": {
    status: 401,
    code: null,
    message: "No API key found in request",
    details: null,
    hint: "No `apikey` request header or url param was found.",
    retryAfter: null,
  },
  "22 raw: invalid json": {
    status: 400,
    code: "PGRST102",
    message: "Empty or invalid json",
    details: null,
    hint: null,
    retryAfter: null,
  },
  "23 raw: text/plain": {
    status: 400,
    code: "PGRST102",
    message: "Content-Type not acceptable: text/plain",
    details: null,
    hint: null,
    retryAfter: null,
  },
  "24 raw: keys differ": {
    status: 400,
    code: "PGRST102",
    message: "All object keys must match",
    details: null,
    hint: null,
    retryAfter: null,
  },
};

interface BackendRun {
  observed: Record<string, Observed>;
  rateLimit: Observed[];
  stored: Record<string, number>;
  /** The migrations re-applied over the populated schema with their records removed: they are idempotent. */
  reapplied: string[];
}

/** Replays the table on one database: first with the limiter off, then case 25 with the default SQL rule. */
async function replayOn(db: Database): Promise<BackendRun> {
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      port: 0,
      database: db,
      serviceKey: SERVICE_KEY,
      rateLimit: { max: 0, windowSeconds: 1 },
    });
    const observed = await replay(backendCases, server.url, KEY);
    await server.close();
    server = await startServer({ port: 0, database: db, serviceKey: SERVICE_KEY });
    const rateLimit = await replayRateLimit(server.url, KEY);
    const stored: Record<string, number> = {};
    for (const table of ["contacts", "newsletter_subscriptions", "ai_call_requests"]) {
      // The owner (service role) can read what anon could not.
      const response = await fetch(`${server.url}/rest/v1/${table}`, { headers: { apikey: SERVICE_KEY } });
      stored[table] = ((await response.json()) as unknown[]).length;
    }
    await server.close();
    await db.exec("delete from supabase_migrations.schema_migrations");
    const reapplied = await migrate(db);
    return { observed, rateLimit, stored, reapplied };
  } finally {
    await server?.close();
  }
}

function expectTable(run: BackendRun) {
  expect(run.observed).toEqual(expected);
  expect(run.rateLimit.slice(0, DEFAULT_BUDGETS.perAddress).every((r) => r.status === 201)).toBe(true);
  expect(run.rateLimit[DEFAULT_BUDGETS.perAddress]).toEqual({
    status: 429,
    code: "rate_limited",
    message: "Too many submissions, try again later",
    details: null,
    hint: null,
    retryAfter: expect.stringMatching(/^3[56]\d\d$/) as unknown,
  });
  // 1 + 1 (emoji) + 2 (array) contacts; 1 + 60 (case 25) subscriptions; the forged call request was refused.
  expect(run.stored).toEqual({
    contacts: 4,
    newsletter_subscriptions: 1 + DEFAULT_BUDGETS.perAddress,
    ai_call_requests: 0,
  });
  // Every migration is idempotent: all of them apply again over their own tables.
  expect(run.reapplied).toEqual(
    readdirSync(migrationsDir)
      .filter((file) => file.endsWith(".sql"))
      .sort(),
  );
}

describe("bad-input table (research §7) through supabase-js", () => {
  let pglite: BackendRun;
  let postgres: BackendRun | undefined;
  let cluster: TempPostgres | undefined;
  const skipPostgres = postgresUnavailableReason();

  beforeAll(async () => {
    const db = await openPglite();
    try {
      pglite = await replayOn(db);
    } finally {
      await db.close();
    }
    if (skipPostgres) return console.warn(skipPostgres);
    cluster = await startTempPostgres();
    const { openPostgres } = await import("../db/postgres.ts");
    const pg = await openPostgres(cluster.url);
    try {
      postgres = await replayOn(pg);
    } finally {
      await pg.close();
    }
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it("PGlite answers every row as the table says, and anon cannot read", () => {
    expectTable(pglite);
  });

  it.skipIf(skipPostgres !== null)("PostgreSQL 15 answers identically to PGlite", () => {
    expectTable(postgres as BackendRun);
    // Retry-After is the seconds left in the window, which may differ by one between two runs.
    const withoutWait = (run: BackendRun) => ({
      ...run,
      rateLimit: run.rateLimit.map(({ retryAfter: _, ...observed }) => observed),
    });
    expect(withoutWait(postgres as BackendRun)).toEqual(withoutWait(pglite));
  });

  it("transport failures and a missing key reach the client as the table says (26–29)", async () => {
    const transport = await replayTransportCases();
    expect(transport["26 server down"]).toMatchObject({ status: 0, message: "TypeError: fetch failed" });
    expect(transport["27 server hangs"]).toEqual({
      status: 0,
      message: "AbortError: This operation was aborted",
      hint: "Request was aborted (timeout or manual cancellation)",
    });
    expect(transport["28 proxy html 502"]).toEqual({ status: 502, message: "<html>Bad Gateway</html>" });
    expect(transport["29 missing key"]).toBe("supabaseKey is required.");
  });
});
