import { inject } from "vitest";
import type { LeadTable } from "../server/lead-tables.ts";
import { runLeadsCli } from "../server/testing/spawn.ts";

/** The owner's view of a table: `npm run leads -- export --table <table> --format json` on the running site. */
export async function exportLeads(table: LeadTable): Promise<Record<string, unknown>[]> {
  const json = await runLeadsCli(["export", "--table", table, "--format", "json"], { PGLITE_DIR: inject("dataDir") });
  return JSON.parse(json) as Record<string, unknown>[];
}
