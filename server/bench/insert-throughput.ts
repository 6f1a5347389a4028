import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "../app.ts";
import type { DatabaseConfig } from "../db/open.ts";
import { insertLoad } from "../testing/load.ts";
import { postgresUnavailableReason, startTempPostgres } from "../testing/postgres15.ts";

/**
 * `npm run bench:leads`: end-to-end inserts/s (supabase-js → /rest/v1 → database, anon + RLS + constraints, one
 * transaction per row) at concurrency 1 and 8, on PGlite (data directory) and PostgreSQL 15 (DATABASE_URL, or a
 * throw-away cluster). Writes a Markdown table to docs/figures/leads-throughput.md.
 */
const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "1000" },
    runs: { type: "string", default: "3" },
    out: { type: "string", default: "docs/figures/leads-throughput.md" },
  },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const NO_LIMIT = { max: 0, windowSeconds: 1 };

interface Measurement {
  backend: string;
  concurrency: number;
  rates: number[];
}

async function measure(backend: string, database: DatabaseConfig): Promise<Measurement[]> {
  const server = await startServer({ port: 0, database, rateLimit: NO_LIMIT });
  try {
    // Warm-up: first-request costs (plans, connections) are not what is measured.
    await insertLoad(server.url, "local-anon-key", { clients: 8, perClient: 25, tag: "warmup" });
    const results: Measurement[] = [];
    for (const concurrency of [1, 8]) {
      const rates: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const { acknowledged } = await insertLoad(server.url, "local-anon-key", {
          clients: concurrency,
          perClient: Math.ceil(rows / concurrency),
          tag: `bench-${concurrency}-${run}`,
        });
        const seconds = (performance.now() - started) / 1000;
        rates.push(acknowledged.length / seconds);
      }
      results.push({ backend, concurrency, rates });
      console.log(`${backend} c=${concurrency}: ${rates.map((r) => r.toFixed(0)).join(", ")} inserts/s`);
    }
    return results;
  } finally {
    await server.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const dir = await mkdtemp(path.join(tmpdir(), "leads-bench-"));
const measurements: Measurement[] = [];
try {
  measurements.push(
    ...(await measure("PGlite 0.5 (data directory, every commit synced)", { dataDir: path.join(dir, "pglite") })),
  );
  if (process.env.DATABASE_URL) {
    measurements.push(...(await measure("PostgreSQL (DATABASE_URL)", { databaseUrl: process.env.DATABASE_URL })));
  } else if (postgresUnavailableReason()) {
    console.warn(postgresUnavailableReason());
  } else {
    const cluster = await startTempPostgres();
    try {
      measurements.push(...(await measure("PostgreSQL 15 (temp cluster, fsync=off)", { databaseUrl: cluster.url })));
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const table = [
  "| backend | concurrency | median inserts/s | min–max | runs |",
  "|---|---|---|---|---|",
  ...measurements.map(
    (m) =>
      `| ${m.backend} | ${m.concurrency} | ${fmt(median(m.rates))} | ${fmt(Math.min(...m.rates))}–${fmt(Math.max(...m.rates))} | ${m.rates.length} |`,
  ),
].join("\n");
const doc = `# Lead inserts: throughput

Measured by \`npm run bench:leads\` (server/bench/insert-throughput.ts) on ${new Date().toISOString().slice(0, 10)}:
${rows} single-row \`contacts\` inserts per run through supabase-js → \`/rest/v1/contacts\` → the database
(role anon, RLS, CHECK constraints, one transaction per request, rate limiter switched off), Node ${process.version},
${cpus().length} CPU cores shared with other work (load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(" / ")} at the end), so the
numbers are noisy; compare medians.

${table}
`;
await mkdir(path.dirname(values.out), { recursive: true });
await writeFile(values.out, doc);
console.log(`\n${table}\n\nwritten to ${values.out}`);
