import pg from "pg";
import type { Database } from "./database.ts";

/** A real PostgreSQL through a node-pg pool (`DATABASE_URL`). */
export function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const database: Database = {
    kind: "postgres",
    query: async (sql, params) => pool.query(sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({
          query: async (sql, params) => client.query(sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return Promise.resolve(database);
}
