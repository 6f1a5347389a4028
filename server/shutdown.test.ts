// Shutdown closes the database and removes the lock within 2 s whatever clients are still connected
// (server/README.md#faults): here an export whose reader went away (`npm run leads -- export … | head -c 1000`)
// while `npm start` runs, then SIGTERM. PGlite (with its lock file) and PostgreSQL 15.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "./testing/postgres15.ts";
import { spawnServer } from "./testing/spawn.ts";

const SERVICE_KEY = "service-key-for-the-shutdown-test";

/**
 * About 5 MB of contacts through the running server (budgets off): far more than the socket buffers hold, so the
 * server waits for its reader to drain. Five 5,000-character messages per request fit the 32 KiB body cap.
 */
async function seed(url: string) {
  const rows = Array.from({ length: 5 }, (_, i) => ({
    name: "Ada",
    email: `ada-${i}@example.com`,
    business: "Acme",
    phone: "+1 555 0100",
    message: "x".repeat(5000),
  }));
  for (let i = 0; i < 200; i++) {
    const response = await fetch(`${url}/rest/v1/contacts`, {
      method: "POST",
      headers: { apikey: "local-anon-key", "Content-Type": "application/json" },
      body: JSON.stringify(rows),
    });
    expect(response.status).toBe(201);
  }
}

/** Reads the first 1,000 bytes of the export, then stops reading and goes away, as `| head -c 1000` does. */
function abortedExport(url: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(`${url}/_local/export?table=contacts&format=csv`, {
      headers: { Authorization: `Bearer ${SERVICE_KEY}` },
    });
    req.on("response", (res) => {
      let read = 0;
      res.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read < 1000) return;
        res.pause();
        // The server is now blocked on a full socket; a moment later the reader disappears.
        setTimeout(() => {
          req.destroy();
          resolve(read);
        }, 300);
      });
    });
    req.on("error", (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end();
  });
}

async function sigtermAfterAbortedExport(env: Record<string, string>) {
  const server = spawnServer({ ...env, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, RATE_LIMIT_MAX: "0" });
  const url = await server.listening;
  await seed(url);
  expect(await abortedExport(url)).toBeGreaterThanOrEqual(1000);
  let output = "";
  server.child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started = performance.now();
  server.child.kill("SIGTERM");
  const code = await server.exited;
  const ms = performance.now() - started;
  console.info(`shutdown after an aborted export: ${ms.toFixed(0)} ms`);
  return { code, ms, output };
}

describe("SIGTERM after an aborted export", () => {
  let dir: string | undefined;
  let cluster: TempPostgres | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    await cluster?.stop();
  });

  it("PGlite: exits 0 within 2 s, the database closed and its lock file gone", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "shutdown-"));
    const dataDir = path.join(dir, "pglite");
    const { code, ms, output } = await sigtermAfterAbortedExport({ PGLITE_DIR: dataDir });
    expect(code).toBe(0);
    expect(ms).toBeLessThan(2000);
    expect(output).toContain("server: stopped (database closed, lock released)");
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 120_000);

  const skipPostgres = postgresUnavailableReason();
  it.skipIf(skipPostgres !== null)(
    "PostgreSQL 15: exits 0 within 2 s, the pool closed",
    async () => {
      cluster = await startTempPostgres();
      const { code, ms, output } = await sigtermAfterAbortedExport({ DATABASE_URL: cluster.url });
      expect(code).toBe(0);
      expect(ms).toBeLessThan(2000);
      expect(output).toContain("server: stopped (database closed, lock released)");
    },
    120_000,
  );
});
