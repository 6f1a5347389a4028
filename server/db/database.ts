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
