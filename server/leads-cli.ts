import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { DEFAULT_PGLITE_DIR } from "./config.ts";
import { serverInfoFile, type ServerInfo } from "./server-info.ts";
import type { Database } from "./db/database.ts";
import { openDatabase } from "./db/open.ts";
import { sortByCreatedAt, toCsv, toJson, type LeadRow } from "./export.ts";
import { isLeadTable, LEAD_TABLES, type LeadTable } from "./lead-tables.ts";

const USAGE = `usage: npm run leads -- export --table ${Object.keys(LEAD_TABLES).join("|")} --format csv|json [--out FILE]
Reads DATABASE_URL when set, else the PGlite directory PGLITE_DIR (default ${DEFAULT_PGLITE_DIR}).
While \`npm start\` holds that directory, the export goes through the running server with its service key.`;

/** The owner's export of stored leads. */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { table: { type: "string" }, format: { type: "string", default: "csv" }, out: { type: "string" } },
  });
  const { table, format, out } = values;
  if (positionals[0] !== "export" || !table || !isLeadTable(table) || (format !== "csv" && format !== "json")) {
    console.error(USAGE);
    return 2;
  }
  const rows = sortByCreatedAt(await readRows(table, process.env));
  const text = format === "csv" ? toCsv(table, rows) : toJson(table, rows);
  if (out) {
    await writeFile(out, text, { mode: 0o600 });
    console.error(`${rows.length} ${table} rows written to ${out}`);
  } else process.stdout.write(text);
  return 0;
}

async function readRows(table: LeadTable, env: NodeJS.ProcessEnv): Promise<LeadRow[]> {
  if (env.DATABASE_URL) return readDirect(await openDatabase({ databaseUrl: env.DATABASE_URL }), table);
  const dataDir = env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR;
  const running = await runningServer(dataDir);
  // PGlite is single-process: a directory the server holds is read through the server, never opened twice.
  if (running) return readThroughServer(running, table);
  if (!existsSync(dataDir))
    throw new Error(`no PGlite data in ${dataDir} (start the server once, or set DATABASE_URL)`);
  return readDirect(await openDatabase({ dataDir }), table);
}

async function readDirect(db: Database, table: LeadTable): Promise<LeadRow[]> {
  try {
    const { rows } = await db.query<{ rows: LeadRow[] }>(
      `select coalesce(json_agg(t), '[]'::json) as rows from public.${table} t`,
    );
    return rows[0]?.rows ?? [];
  } finally {
    await db.close();
  }
}

async function runningServer(dataDir: string): Promise<ServerInfo | null> {
  const file = serverInfoFile(dataDir);
  if (!existsSync(file)) return null;
  const info = JSON.parse(await readFile(file, "utf8")) as ServerInfo;
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null; // stale file from a server that did not exit cleanly
  }
}

async function readThroughServer(info: ServerInfo, table: LeadTable): Promise<LeadRow[]> {
  const response = await fetch(`${info.url}/rest/v1/${table}?select=*`, {
    headers: { apikey: info.serviceKey, Authorization: `Bearer ${info.serviceKey}` },
  });
  if (!response.ok) throw new Error(`export through ${info.url} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as LeadRow[];
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
