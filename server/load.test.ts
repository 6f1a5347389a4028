import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "./app.ts";
import type { DatabaseConfig } from "./db/open.ts";
import { insertLoad, storedMessages } from "./testing/load.ts";
import { spawnServer } from "./testing/spawn.ts";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "./testing/postgres15.ts";

const KEY = "local-anon-key";
const SERVICE_KEY = "load-service-key";
const NO_LIMIT = { max: 0, windowSeconds: 1 };

async function loadThenRestart(database: DatabaseConfig) {
  const first = await startServer({ port: 0, database, serviceKey: SERVICE_KEY, rateLimit: NO_LIMIT });
  let load;
  try {
    load = await insertLoad(first.url, KEY, { clients: 8, perClient: 100 });
  } finally {
    await first.close();
  }
  const second = await startServer({ port: 0, database, serviceKey: SERVICE_KEY, rateLimit: NO_LIMIT });
  try {
    return { load, stored: await storedMessages(second.url, SERVICE_KEY) };
  } finally {
    await second.close();
  }
}

async function sigtermDuringLoad(env: Record<string, string>, database: DatabaseConfig) {
  const server = spawnServer({ RATE_LIMIT_MAX: "0", SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, ...env });
  const url = await server.listening;
  // Signal mid-load, once 200 writes have been acknowledged (not after a fixed delay: the machine may be slow).
  const load = insertLoad(url, KEY, {
    clients: 8,
    perClient: 1000,
    stopOnFailure: true,
    tag: "term",
    onAcknowledged: (count) => {
      if (count === 200) server.child.kill("SIGTERM");
    },
  });
  const [{ acknowledged }, code] = await Promise.all([load, server.exited]);
  const restarted = await startServer({ port: 0, database, serviceKey: SERVICE_KEY });
  try {
    return { acknowledged, code, stored: new Set(await storedMessages(restarted.url, SERVICE_KEY)) };
  } finally {
    await restarted.close();
  }
}

describe("PGlite data directory", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leads-pglite-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("stores exactly 800 rows from 8 concurrent clients × 100 and keeps them across a restart", async () => {
    const { load, stored } = await loadThenRestart({ dataDir: path.join(dir, "a") });
    expect(load).toMatchObject({ failures: 0 });
    expect(load.acknowledged).toHaveLength(800);
    expect(stored).toHaveLength(800);
    expect(new Set(stored)).toEqual(new Set(load.acknowledged));
  }, 300_000);

  it("loses no acknowledged row when SIGTERM arrives during load", async () => {
    const dataDir = path.join(dir, "b");
    const { acknowledged, code, stored } = await sigtermDuringLoad({ PGLITE_DIR: dataDir }, { dataDir });
    expect(code).toBe(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(acknowledged.length).toBeLessThan(8000);
    expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
  }, 300_000);
});

const skipPostgres = postgresUnavailableReason();
describe.skipIf(skipPostgres !== null)("PostgreSQL 15", () => {
  let cluster: TempPostgres;
  beforeAll(async () => {
    cluster = await startTempPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it("stores exactly 800 rows from 8 concurrent clients × 100 and keeps them across a restart", async () => {
    const { load, stored } = await loadThenRestart({ databaseUrl: cluster.url });
    expect(load.acknowledged).toHaveLength(800);
    expect(stored).toHaveLength(800);
    expect(new Set(stored)).toEqual(new Set(load.acknowledged));
  }, 300_000);

  it("loses no acknowledged row when SIGTERM arrives during load", async () => {
    const { acknowledged, code, stored } = await sigtermDuringLoad(
      { DATABASE_URL: cluster.url },
      { databaseUrl: cluster.url },
    );
    expect(code).toBe(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
  }, 300_000);
});
if (skipPostgres) console.warn(skipPostgres);
