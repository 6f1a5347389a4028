import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "./app.ts";
import { insertLoad, storedMessages } from "./testing/load.ts";
import { runLeadsCli, spawnServer } from "./testing/spawn.ts";

const KEY = "local-anon-key";
const SERVICE_KEY = "lock-service-key";

describe("a PGlite directory is held by one process", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leads-lock-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses a second server on the same directory with a clear message", async () => {
    const dataDir = path.join(dir, "two");
    const first = spawnServer({ PGLITE_DIR: dataDir });
    try {
      const url = await first.listening;
      const second = spawnServer({ PGLITE_DIR: dataDir });
      let stderr = "";
      second.child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      await expect(second.listening).rejects.toThrow();
      expect(await second.exited).toBe(1);
      expect(stderr).toContain(
        `server: PGlite directory ${dataDir} is held by a running server (pid ${first.child.pid}, ${url}); stop it first, or use another PGLITE_DIR`,
      );
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }
  }, 120_000);

  it("never lets npm run leads open a directory another process holds", async () => {
    const dataDir = path.join(dir, "held");
    await mkdir(dataDir);
    // A live process (this one) holds the directory without being a server the CLI could export through.
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: process.pid, holder: "leads" }));
    await expect(
      runLeadsCli(["export", "--table", "contacts", "--format", "csv"], { PGLITE_DIR: dataDir }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: `PGlite directory ${dataDir} is held by npm run leads (pid ${process.pid}); stop it first, or use another PGLITE_DIR\n`,
    });
  }, 120_000);

  it("loses no acknowledged row across three kill -9 during inserts (stale locks are taken over)", async () => {
    const dataDir = path.join(dir, "killed");
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const server = spawnServer({ PGLITE_DIR: dataDir, RATE_LIMIT_MAX: "0" });
      const url = await server.listening;
      const load = await insertLoad(url, KEY, {
        clients: 8,
        perClient: 1000,
        stopOnFailure: true,
        tag: `kill${round}`,
        onAcknowledged: (count) => {
          if (count === 150) server.child.kill("SIGKILL");
        },
      });
      expect(await server.exited).toBeNull();
      expect(load.acknowledged.length).toBeGreaterThanOrEqual(150);
      acknowledged.push(...load.acknowledged);
    }
    const restarted = await startServer({ port: 0, database: { dataDir }, serviceKey: SERVICE_KEY });
    try {
      const stored = new Set(await storedMessages(restarted.url, SERVICE_KEY));
      expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
      // The primary-key index agrees with the table (two servers on one directory once broke this).
      const counts = await restarted.db.transaction(async (tx) => {
        const heap = (await tx.query<{ n: number }>("select count(*)::int as n from contacts")).rows[0]?.n;
        await tx.query("set local enable_seqscan = off");
        const index = (await tx.query<{ n: number }>("select count(id)::int as n from contacts")).rows[0]?.n;
        return { heap, index };
      });
      expect(counts.index).toBe(counts.heap);
    } finally {
      await restarted.close();
    }
  }, 300_000);
});
