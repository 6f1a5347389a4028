import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "./app.ts";
import { createNodeClient } from "./testing/supabase-node.ts";
import { runLeadsCli, spawnServer } from "./testing/spawn.ts";
import { postgresUnavailableReason, startTempPostgres } from "./testing/postgres15.ts";
import type { DatabaseConfig } from "./db/open.ts";

const KEY = "local-anon-key";
const lead = { name: "Ada", email: "ada@example.com", business: "Acme", phone: "+1 555 0100", message: "Hello, world" };

async function seed(database: DatabaseConfig) {
  const server = await startServer({ port: 0, database });
  try {
    const supabase = createNodeClient(server.url, KEY);
    expect((await supabase.from("contacts").insert(lead)).status).toBe(201);
    expect((await supabase.from("newsletter_subscriptions").insert({ email: "ada@example.com" })).status).toBe(201);
  } finally {
    await server.close();
  }
}

function expectContactCsv(csv: string) {
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("id,name,email,business,phone,message,created_at");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^[0-9a-f-]{36},Ada,ada@example.com,Acme,"'\+1 555 0100","Hello, world",\d{4}-\d\d-\d\dT/);
}

describe("npm run leads -- export", () => {
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leads-cli-"));
    dataDir = path.join(dir, "pglite");
    await seed({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads a PGlite directory as CSV and JSON", async () => {
    expectContactCsv(await runLeadsCli(["export", "--table", "contacts", "--format", "csv"], { PGLITE_DIR: dataDir }));
    const json = JSON.parse(
      await runLeadsCli(["export", "--table", "newsletter_subscriptions", "--format", "json"], { PGLITE_DIR: dataDir }),
    ) as { email: string }[];
    expect(json.map((row) => row.email)).toEqual(["ada@example.com"]);
  }, 60_000);

  it("goes through the running server while it holds the directory", async () => {
    const server = spawnServer({ PGLITE_DIR: dataDir });
    try {
      await server.listening;
      expectContactCsv(
        await runLeadsCli(["export", "--table", "contacts", "--format", "csv"], { PGLITE_DIR: dataDir }),
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);

  it("refuses an unknown table with the usage", async () => {
    await expect(
      runLeadsCli(["export", "--table", "users", "--format", "csv"], { PGLITE_DIR: dataDir }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        "usage: npm run leads -- export --table contacts|newsletter_subscriptions|ai_call_requests",
      ) as unknown,
    });
  });

  const skipPostgres = postgresUnavailableReason();
  it.skipIf(skipPostgres !== null)(
    "reads DATABASE_URL",
    async () => {
      const cluster = await startTempPostgres();
      try {
        await seed({ databaseUrl: cluster.url });
        expectContactCsv(
          await runLeadsCli(["export", "--table", "contacts", "--format", "csv"], { DATABASE_URL: cluster.url }),
        );
      } finally {
        await cluster.stop();
      }
    },
    60_000,
  );
});
