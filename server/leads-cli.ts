import { existsSync } from "node:fs";
import { open } from "node:fs/promises";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { DEFAULT_PGLITE_DIR } from "./config.ts";
import { acquireDirLock, DirLockedError, readLiveLock } from "./db/dir-lock.ts";
import { openDatabase } from "./db/open.ts";
import { EXPORT_PATH } from "./export-endpoint.ts";
import {
  exportChunks,
  isQuarantineFilter,
  leadRowBatches,
  QUARANTINE_FILTERS,
  type ExportFormat,
  type QuarantineFilter,
} from "./export.ts";
import { isLeadTable, LEAD_TABLES, type LeadTable } from "./lead-tables.ts";

const USAGE = `usage: npm run leads -- export --table ${Object.keys(LEAD_TABLES).join("|")} --format csv|json [--quarantine ${QUARANTINE_FILTERS.join("|")}] [--out FILE]
Rows a bot-looking submission left carry their reason in the quarantine column; --quarantine exclude leaves them out.
Reads DATABASE_URL when set, else the PGlite directory PGLITE_DIR (default ${DEFAULT_PGLITE_DIR}).
While \`npm start\` holds that directory, the export goes through the running server with its service key.`;

/** The owner's export of stored leads, streamed to `--out FILE` or stdout (a pipe gets every byte). */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      table: { type: "string" },
      format: { type: "string", default: "csv" },
      out: { type: "string" },
      quarantine: { type: "string", default: "include" },
    },
  });
  const { table, format, out, quarantine } = values;
  if (
    positionals[0] !== "export" ||
    !table ||
    !isLeadTable(table) ||
    (format !== "csv" && format !== "json") ||
    !isQuarantineFilter(quarantine)
  ) {
    console.error(USAGE);
    return 2;
  }
  const output = out ? await openOutput(out) : process.stdout;
  const bytes = await exportTo(output, { table, format, quarantine }, process.env);
  if (out) console.error(`${bytes} bytes of ${table} written to ${out}`);
  return 0;
}

/**
 * The --out file, opened before anything is read: a path that cannot be written (no such folder, no permission, a
 * folder) is one clear line and exit code 1, not a stack trace after the database was opened.
 */
async function openOutput(file: string) {
  try {
    return (await open(file, "w", 0o600)).createWriteStream();
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const reason =
      code === "ENOENT"
        ? "its folder does not exist"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : code === "EISDIR"
            ? "it is a folder"
            : (code ?? String(error));
    throw new Error(`leads: cannot write --out ${file}: ${reason}`, { cause: error });
  }
}

interface ExportRequest {
  table: LeadTable;
  format: ExportFormat;
  quarantine: QuarantineFilter;
}

async function exportTo(output: Writable, { table, format, quarantine }: ExportRequest, env: NodeJS.ProcessEnv) {
  let bytes = 0;
  const counted = async function* (chunks: AsyncIterable<string | Uint8Array>) {
    for await (const chunk of chunks) {
      bytes += Buffer.byteLength(chunk);
      yield chunk;
    }
  };
  // pipeline waits for the output to drain (and for a file, to close) and rejects on any error on either side.
  const send = (chunks: AsyncIterable<string | Uint8Array>) =>
    pipeline(Readable.from(counted(chunks)), output, {
      end: output !== process.stdout,
    });

  if (env.DATABASE_URL) {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL });
    try {
      await send(exportChunks(table, format, leadRowBatches(db, table, quarantine)));
    } finally {
      await db.close();
    }
    return bytes;
  }
  const dataDir = env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR;
  const holder = await readLiveLock(dataDir);
  // PGlite is single-process: a directory a server holds is read through that server, never opened twice.
  if (holder?.holder === "server" && holder.url && holder.serviceKey) {
    const query = new URLSearchParams({ table, format, quarantine });
    const response = await fetch(`${holder.url}${EXPORT_PATH}?${query}`, {
      headers: { Authorization: `Bearer ${holder.serviceKey}` },
    });
    if (!response.ok || !response.body)
      throw new Error(`export through ${holder.url} failed: ${response.status} ${await response.text()}`);
    await send(Readable.fromWeb(response.body as ReadableStream<Uint8Array>));
    return bytes;
  }
  if (holder) throw new DirLockedError(dataDir, holder);
  if (!existsSync(dataDir))
    throw new Error(`no PGlite data in ${dataDir} (start the server once, or set DATABASE_URL)`);
  // Held while reading, so a server started meanwhile is refused rather than opening the directory too.
  const lock = await acquireDirLock(dataDir, "leads");
  try {
    const db = await openDatabase({ dataDir });
    try {
      await send(exportChunks(table, format, leadRowBatches(db, table, quarantine)));
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
  return bytes;
}

// A reader that goes away early (`| head`) is not a failure of the export; anything else is.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
});

main(process.argv.slice(2)).then(
  (code) => {
    // Not process.exit: it would drop what stdout has not yet written to a pipe.
    process.exitCode = code;
  },
  (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "EPIPE") return;
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
