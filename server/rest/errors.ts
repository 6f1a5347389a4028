import type { PgErrorFields } from "../db/database.ts";

/** PostgREST's error body; key order as PostgREST writes it. */
export interface RestErrorBody {
  code: string | null;
  details: string | null;
  hint: string | null;
  message: string;
}

export class RestError extends Error {
  readonly status: number;
  readonly body: RestErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    body: Partial<RestErrorBody> & { message: string },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.status = status;
    this.body = {
      code: body.code ?? null,
      details: body.details ?? null,
      hint: body.hint ?? null,
      message: body.message,
    };
    this.headers = headers;
  }
}

/** How long a client is asked to wait while the database is down: a PostgreSQL restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgREST's own (PGRSTxxx) errors used by the insert subset. */
export const restErrors = {
  invalidPath: () => new RestError(404, { code: "PGRST125", message: "Invalid path specified in request URL" }),
  unsupportedMethod: (method: string) =>
    new RestError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${method}` }),
  invalidSchema: (schema: string) =>
    new RestError(406, {
      code: "PGRST106",
      message: `Invalid schema: ${schema}`,
      hint: "Only the following schemas are exposed: public",
    }),
  tableNotFound: (table: string) =>
    new RestError(404, { code: "PGRST205", message: `Could not find the table 'public.${table}' in the schema cache` }),
  columnNotFound: (table: string, column: string) =>
    new RestError(400, {
      code: "PGRST204",
      message: `Could not find the '${column}' column of '${table}' in the schema cache`,
    }),
  invalidJson: () => new RestError(400, { code: "PGRST102", message: "Empty or invalid json" }),
  /** The same body and status as the SQL limiter's (supabase/migrations/*_rate_limit_rows.sql). */
  rateLimited: (retryAfterSeconds: number) =>
    new RestError(
      429,
      { code: "rate_limited", message: "Too many submissions, try again later" },
      { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    ),
  tooDeep: (limit: number) =>
    new RestError(400, { code: "PGRST102", message: `JSON nested deeper than ${limit} levels` }),
  badEncoding: () => new RestError(400, { code: "PGRST100", message: "Invalid percent-encoding in request URL" }),
  keysMustMatch: () => new RestError(400, { code: "PGRST102", message: "All object keys must match" }),
  contentType: (contentType: string) =>
    new RestError(400, { code: "PGRST102", message: `Content-Type not acceptable: ${contentType}` }),
  invalidJwt: () => new RestError(401, { code: "PGRST301", message: "JWT could not be decoded" }),
  // The two below are the API gateway's (Kong's) answers on hosted Supabase, not PostgREST's.
  noApiKey: () =>
    new RestError(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    }),
  invalidApiKey: () =>
    new RestError(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    }),
  /** PostgREST's answer while its database is unreachable; clients may retry after `Retry-After` seconds. */
  databaseUnavailable: () =>
    new RestError(
      503,
      { code: "PGRST000", message: "Database connection error. Retry later." },
      { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    ),
  // Local guards beyond PostgREST, marked with a local code.
  foreignOrigin: () =>
    new RestError(403, { code: "PGRST_ORIGIN", message: "This API answers only the site's own pages" }),
  payloadTooLarge: (limit: number) =>
    new RestError(413, { code: "PGRST_SIZE", message: `Payload too large (limit ${limit} bytes)` }),
};

/** PostgREST's SQLSTATE → HTTP status map (src/PostgREST/Error.hs); 42501 is 401 for anon, 403 otherwise. */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === "42501") return anonymous ? 401 : 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    "54000": 500,
    P0001: 400,
  };
  const status = exact[code];
  if (status !== undefined) return status;
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 413,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns a Postgres error into PostgREST's answer, including `raise sqlstate 'PGRST'` with JSON message/detail. */
export function restErrorFromPg(error: PgErrorFields, anonymous: boolean): RestError {
  if (error.code === "PGRST") {
    const body = parseJsonObject(error.message);
    const detail = parseJsonObject(error.details ?? "");
    const status = typeof detail.status === "number" ? detail.status : 500;
    const headers: Record<string, string> = {};
    if (detail.headers && typeof detail.headers === "object") {
      for (const [name, value] of Object.entries(detail.headers)) headers[name] = String(value);
    }
    return new RestError(
      status,
      {
        code: typeof body.code === "string" ? body.code : null,
        message: typeof body.message === "string" ? body.message : error.message,
        details: typeof body.details === "string" ? body.details : null,
        hint: typeof body.hint === "string" ? body.hint : null,
      },
      headers,
    );
  }
  const status = statusForSqlState(error.code, anonymous);
  // A server-side failure's own words (hosts, paths, internals) stay in the log; a client's mistake is named.
  if (status >= 500) return new RestError(status, { code: error.code, message: "Internal server error" });
  return new RestError(status, error);
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
