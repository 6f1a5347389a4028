import pg from "pg";
import { isConnectionError, type Database } from "./database.ts";

/**
 * A real PostgreSQL through a node-pg pool (`DATABASE_URL`). The database may restart or drop connections at any
 * time: such errors end the request (503, see rest/handler.ts), never the process, and the pool reconnects.
 */
export function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  // A dead server refuses connections at once; one that is starting or unreachable must not hold requests forever.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // Idle clients whose backend was terminated emit `error` on the pool; without a listener Node would exit.
  pool.on("error", (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  const checkout = async () => {
    const client = await pool.connect();
    // A checked-out client also emits `error` when its backend goes away (the pending query rejects as well).
    const onError = (error: Error) => console.warn(`postgres: connection lost (${error.message})`);
    client.on("error", onError);
    return {
      client,
      release: (broken: boolean) => {
        client.removeListener("error", onError);
        client.release(broken);
      },
    };
  };
  /** A client inside `begin`; an idle connection that died unnoticed (nothing ran on it yet) is replaced once. */
  const begin = async (retry = true): Promise<Awaited<ReturnType<typeof checkout>>> => {
    const checkedOut = await checkout();
    try {
      await checkedOut.client.query("begin");
      return checkedOut;
    } catch (error) {
      const broken = isConnectionError(error);
      checkedOut.release(broken);
      if (broken && retry) return begin(false);
      throw error;
    }
  };
  const database: Database = {
    kind: "postgres",
    query: async (sql, params) => pool.query(sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const { client, release } = await begin();
      let broken = false;
      try {
        const result = await fn({
          query: async (sql, params) => client.query(sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        broken = isConnectionError(error);
        if (!broken) await client.query("rollback").catch(() => (broken = true));
        throw error;
      } finally {
        release(broken);
      }
    },
    close: () => pool.end(),
  };
  return Promise.resolve(database);
}
