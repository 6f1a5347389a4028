import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "./database.ts";
import { DurableNodeFS, durableStartParams } from "./durable-nodefs.ts";

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. A single connection: PGlite queues transactions.
 * On disk, every commit is synced before it is acknowledged (durable-nodefs.ts).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(
    dataDir ? { fs: new DurableNodeFS(dataDir), startParams: durableStartParams } : undefined,
  );
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
