import { afterAll } from "vitest";
import type { Database } from "../db/database.ts";
import { openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "./postgres15.ts";

export type Backend = { name: string; open: () => Promise<Database> };

/**
 * The two databases a server test runs on, for `describe.each(databaseBackends())`: a fresh PGlite, and PostgreSQL 15
 * in one throw-away cluster per test file (stopped after the file), left out with the reason when its binaries are
 * absent.
 */
export function databaseBackends(): Backend[] {
  let cluster: TempPostgres | undefined;
  afterAll(async () => {
    await cluster?.stop();
  });
  return [
    { name: "PGlite", open: () => openPglite() },
    ...(postgresUnavailableReason()
      ? []
      : [
          {
            name: "PostgreSQL 15",
            open: async () => {
              cluster ??= await startTempPostgres();
              return openPostgres(cluster.url);
            },
          },
        ]),
  ];
}
