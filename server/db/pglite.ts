import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "./database.ts";

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. A single connection: PGlite queues transactions. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return {
    kind: "pglite",
    query: (sql, params) => db.query(sql, params),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: (sql, params) => tx.query(sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
  };
}
