/** The small database surface the server needs; PGlite and node-pg both implement it (see pglite.ts, postgres.ts). */
export interface SqlExecutor {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements (migrations), simple protocol. */
  exec(sql: string): Promise<void>;
}

export interface Database extends SqlExecutor {
  readonly kind: "pglite" | "postgres";
  /** One transaction: committed when `fn` resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The fields PostgREST copies from a Postgres error into its JSON body. */
export interface PgErrorFields {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** Reads SQLSTATE, message, detail and hint from an error thrown by either driver; null if it is not a Postgres error. */
export function pgErrorFields(error: unknown): PgErrorFields | null {
  if (!(error instanceof Error)) return null;
  const { code, detail, hint } = error as Error & { code?: unknown; detail?: unknown; hint?: unknown };
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return {
    code,
    message: error.message,
    details: typeof detail === "string" ? detail : null,
    hint: typeof hint === "string" ? hint : null,
  };
}

/**
 * True when the database could not be reached or dropped the connection (restart, `pg_terminate_backend`,
 * refused or timed-out connect): the request may succeed later, so it is answered 503, not 500.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string") {
    // SQLSTATE 08xxx connection exceptions, 57P01-57P03 admin/crash shutdown and "cannot connect now".
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
    if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH"].includes(code)) return true;
  }
  // node-pg's own messages for a socket that closed or a connect that timed out carry no code.
  return /Connection terminated|not queryable|timeout exceeded when trying to connect/i.test(error.message);
}
