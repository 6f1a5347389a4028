import { afterAll } from "vitest";
import type { Database } from "../db/database.ts";
import { openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "./postgres15.ts";

export type Backend = { name: string; open: () => Promise<{ db: Database; close: () => Promise<void> }> };

/**
 * The two databases a test file runs against (`describe.each(databaseBackends())`): a fresh in-memory PGlite and a
 * database on one throw-away PostgreSQL 15 cluster per file, stopped after the file; the latter is left out with a
 * message where the binaries are absent.
 */
export function databaseBackends(): Backend[] {
  let cluster: TempPostgres | undefined;
  afterAll(async () => {
    await cluster?.stop();
  });
  const skipPostgres = postgresUnavailableReason();
  if (skipPostgres) console.warn(skipPostgres);
  return [
    {
      name: "PGlite",
      open: async () => {
        const db = await openPglite();
        return { db, close: () => db.close() };
      },
    },
    ...(skipPostgres
      ? []
      : [
          {
            name: "PostgreSQL 15",
            open: async () => {
              cluster ??= await startTempPostgres();
              const db = await openPostgres(cluster.url);
              return { db, close: () => db.close() };
            },
          },
        ]),
  ];
}
