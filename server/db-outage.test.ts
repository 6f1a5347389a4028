import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLoad, storedMessages } from "./testing/load.ts";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "./testing/postgres15.ts";
import { spawnServer } from "./testing/spawn.ts";

const KEY = "local-anon-key";
const SERVICE_KEY = "outage-service-key";
const skipPostgres = postgresUnavailableReason();

function postContact(url: string, message: string) {
  return fetch(`${url}/rest/v1/contacts`, {
    method: "POST",
    headers: { apikey: KEY, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Ada Lovelace",
      email: "ada@example.com",
      business: "Analytical Engines",
      phone: "+44 20 7946 0000",
      message,
    }),
  });
}

describe.skipIf(skipPostgres !== null)("the server outlives its PostgreSQL (DATABASE_URL)", () => {
  let cluster: TempPostgres;
  let server: ReturnType<typeof spawnServer>;
  let url: string;
  beforeAll(async () => {
    cluster = await startTempPostgres();
    server = spawnServer({ DATABASE_URL: cluster.url, RATE_LIMIT_MAX: "0", SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY });
    url = await server.listening;
  }, 120_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await cluster?.stop();
  }, 60_000);

  it("keeps every acknowledged row through a restart during inserts", async () => {
    let restarted: Promise<void> | undefined;
    const load = await insertLoad(url, KEY, {
      clients: 4,
      perClient: 150,
      tag: "restart",
      onAcknowledged: (count) => {
        if (count === 100) restarted = cluster.restart();
      },
    });
    await restarted;
    expect(server.child.exitCode).toBeNull();
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(100);
    const stored = new Set(await storedMessages(url, SERVICE_KEY));
    expect(load.acknowledged.filter((message) => !stored.has(message))).toEqual([]);
  }, 180_000);

  it("answers 503 with Retry-After while the database is down, then the first request after recovery succeeds", async () => {
    await cluster.down();
    const refused = await postContact(url, "during the outage");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    // What went wrong (the database's host and port) stays in the log.
    expect(await refused.json()).toEqual({
      code: "PGRST000",
      message: "Database connection error. Retry later.",
      details: null,
      hint: null,
    });
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable", database: "down", backend: "postgres" });
    expect(server.child.exitCode).toBeNull();

    await cluster.up();
    expect((await postContact(url, "after the outage")).status).toBe(201);
    const healthy = await fetch(`${url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: "ok", database: "up", backend: "postgres" });
  }, 120_000);

  it("survives pg_terminate_backend on every connection it holds", async () => {
    // Fill the pool with idle connections, then have an administrator terminate them all.
    await Promise.all(Array.from({ length: 8 }, (_, i) => postContact(url, `warm-up message ${i}`)));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    expect((await postContact(url, "after terminate")).status).toBe(201);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  }, 60_000);
});
if (skipPostgres) console.warn(skipPostgres);
