import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer, type StartServerOptions } from "../app.ts";
import type { LeadTable } from "../lead-tables.ts";
import { runLeadsCli } from "./spawn.ts";

export type LeadsSite = RunningServer & {
  dataDir: string;
  /** What the owner's `npm run leads -- export --table <table> --format json` prints, parsed. */
  exportLeads(table: LeadTable): Promise<Record<string, unknown>[]>;
};

/**
 * For browser tests of the forms: the built site and `/rest/v1` on a free port, over a fresh PGlite directory
 * (so the export CLI can read it), rate limit off unless given. `close()` also deletes the directory.
 */
export async function startLeadsSite(
  options: Pick<StartServerOptions, "distDir" | "rateLimit" | "callbacks" | "dialler"> = {},
): Promise<LeadsSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "leads-site-"));
  const dataDir = path.join(dir, "pglite");
  const server = await startServer({
    port: 0,
    distDir: options.distDir,
    database: { dataDir },
    rateLimit: options.rateLimit ?? { max: 0, windowSeconds: 1 },
    callbacks: options.callbacks,
    dialler: options.dialler,
  });
  return {
    ...server,
    dataDir,
    exportLeads: async (table) =>
      JSON.parse(
        await runLeadsCli(["export", "--table", table, "--format", "json"], { PGLITE_DIR: dataDir }),
      ) as Record<string, unknown>[],
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
