import { exec } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@supabase/supabase-js";
import { startServer } from "./app.ts";
import { runLeadsCli, spawnServer } from "./testing/spawn.ts";
import { postgresUnavailableReason, startTempPostgres } from "./testing/postgres15.ts";
import type { DatabaseConfig } from "./db/open.ts";

const KEY = "local-anon-key";
const lead = { name: "Ada", email: "ada@example.com", business: "Acme", phone: "+1 555 0100", message: "Hello, world" };

async function seed(database: DatabaseConfig) {
  const server = await startServer({ port: 0, database });
  try {
    const supabase = createClient(server.url, KEY);
    expect((await supabase.from("contacts").insert(lead)).status).toBe(201);
    expect((await supabase.from("newsletter_subscriptions").insert({ email: "ada@example.com" })).status).toBe(201);
  } finally {
    await server.close();
  }
}

function expectContactCsv(csv: string) {
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe('"id","name","email","business","phone","message","quarantine","created_at"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^"[0-9a-f-]{36}","Ada","ada@example.com","Acme","'\+1 555 0100","Hello, world","","\d{4}-\d\d-\d\dT/,
  );
}

describe("npm run leads -- export", () => {
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leads-cli-"));
    dataDir = path.join(dir, "pglite");
    await seed({ dataDir });
  }, 300_000);
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

  it("pipes a 3 MB export completely (about 50 times the 64 KB pipe buffer), byte-identical to --out FILE", async () => {
    const bigDir = path.join(dir, "big");
    const server = await startServer({ port: 0, database: { dataDir: bigDir } });
    try {
      await server.db.exec(
        `insert into public.contacts (name, email, business, phone, message)
           select 'Visitor ' || i, 'v' || i || '@example.com', 'Acme', '+44 20 7946 0000', repeat('long message ', 20) || i
             from generate_series(1, 11000) as i`,
      );
    } finally {
      await server.close();
    }
    const file = path.join(dir, "big.csv");
    const cli = `"${process.execPath}" --import tsx server/leads-cli.ts export --table contacts --format csv`;
    const env = { ...process.env, PGLITE_DIR: bigDir };
    const run = promisify(exec);
    // Through a pipe into another program, as `… | gzip` or `… | psql` would read it.
    const piped = await run(`set -o pipefail; ${cli} | tee >(wc -c >&2) | sha256sum`, { env, shell: "/bin/bash" });
    await run(`${cli} --out "${file}"`, { env });
    const pipedHash = piped.stdout.trim();
    const pipedBytes = piped.stderr.trim();
    const fileBytes = (await stat(file)).size;
    expect(fileBytes).toBeGreaterThan(3_000_000);
    expect(Number(pipedBytes)).toBe(fileBytes);
    expect(pipedHash.split(" ")[0]).toBe(
      createHash("sha256")
        .update(await readFile(file))
        .digest("hex"),
    );
    expect((await readFile(file, "utf8")).trimEnd().split("\r\n")).toHaveLength(11_001);
  }, 300_000);

  it("exits non-zero when the database fails", async () => {
    await expect(
      runLeadsCli(["export", "--table", "contacts", "--format", "csv"], {
        DATABASE_URL: "postgresql://postgres@127.0.0.1:1/postgres",
      }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("ECONNREFUSED") as unknown });
  }, 60_000);

  it.each([
    ["a folder that does not exist", "missing/leads.csv", "its folder does not exist"],
    ["a folder", ".", "it is a folder"],
  ])("says in one line that --out cannot be written (%s)", async (_, out, reason) => {
    const target = path.join(dir, out);
    await expect(
      runLeadsCli(["export", "--table", "contacts", "--format", "csv", "--out", target], { PGLITE_DIR: dataDir }),
    ).rejects.toMatchObject({ code: 1, stderr: `leads: cannot write --out ${target}: ${reason}\n` });
  });

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
