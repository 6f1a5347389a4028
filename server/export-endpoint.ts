import { timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "./db/database.ts";
import { exportChunks, isQuarantineFilter, leadRowBatches } from "./export.ts";
import { isLeadTable } from "./lead-tables.ts";

/**
 * `GET /_local/export?table=…&format=csv|json[&quarantine=include|exclude|only]` with `Authorization: Bearer <service key>`: how `npm run leads`
 * exports from a PGlite directory this server holds (the key is in the 0600 lock file, db/dir-lock.ts). Streams
 * the same bytes the CLI writes when it opens a database itself; a database error mid-way aborts the response.
 */
export const EXPORT_PATH = "/_local/export";

export async function handleExport(req: IncomingMessage, res: ServerResponse, url: URL, db: Database, key?: string) {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${key ?? ""}`);
  if (!key || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    res.writeHead(401, { "Content-Type": "text/plain; charset=utf-8" }).end("Unauthorized");
    return;
  }
  const table = url.searchParams.get("table") ?? "";
  const format = url.searchParams.get("format");
  const quarantine = url.searchParams.get("quarantine") ?? "include";
  if (!isLeadTable(table) || (format !== "csv" && format !== "json") || !isQuarantineFilter(quarantine)) {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("table, format or quarantine not known");
    return;
  }
  const contentType = format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8";
  try {
    for await (const chunk of exportChunks(table, format, leadRowBatches(db, table, quarantine))) {
      if (!res.headersSent)
        res.writeHead(200, {
          "Content-Type": contentType,
          "Cache-Control": "no-store",
        });
      // A reader that goes away (`| head -c 1000`) never drains: its closed response ends the export instead.
      if (!res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
      if (res.destroyed) return;
    }
    res.end();
  } catch (error) {
    console.error("export: failed", error);
    // Once rows were sent the only honest signal is an aborted body: the CLI then exits non-zero.
    if (res.headersSent) res.destroy();
    else res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end("export failed");
  }
}
