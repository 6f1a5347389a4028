import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database, SqlExecutor } from "../db/database.ts";
import { isConnectionError, pgErrorFields } from "../db/database.ts";
import { readBody, parseRows } from "./body.ts";
import { clientAddress } from "./client-address.ts";
import { checkLeadRows } from "./lead-rules-check.ts";
import { createRefusalBudget, type RefusalBudget } from "./refusal-budget.ts";
import { RestError, restErrorFromPg, restErrors } from "./errors.ts";
import { ident, loadSchemaCache, type SchemaCache } from "./schema-cache.ts";
import { isAllowedOrigin, type OriginConfig } from "../origin.ts";

export interface RestOptions {
  db: Database;
  /** The public key visitors send; requests run as `anon`. */
  anonKey: string;
  /** A secret key for the owner's export; requests run as `service_role`. None = no service access. */
  serviceKey?: string | undefined;
  /** Body cap in bytes (default 32 KiB) → 413. */
  maxBodyBytes?: number | undefined;
  /** Called once per request before the statement, like PostgREST's `db-pre-request`. Unset = none. */
  preRequest?: string | null | undefined;
  /**
   * Overrides the database's budgets (private.lead_budgets): rows per address per window and, with `tableMax`, rows
   * per table per hour; `max: 0` switches every budget off. Unset = the database's own.
   */
  rateLimit?: { max: number; windowSeconds: number; tableMax?: number | undefined } | undefined;
  /** Reverse proxies in front of this server (each appends to X-Forwarded-For); 0 = the socket is the client. */
  trustProxy?: number | undefined;
  /** The site's own origins: the only pages a browser may call the API from (../origin.ts). */
  origins: OriginConfig;
}

export const REST_PREFIX = "/rest/v1/";
const DEFAULT_BODY_LIMIT = 32 * 1024;

/**
 * The PostgREST subset supabase-js needs for inserts (research/backend-ux.md §5): CORS, the gateway's key
 * checks, profiles, JSON payloads, one transaction per request as `anon`, PostgREST's error bodies.
 */
export async function createRestHandler(options: RestOptions) {
  const schema = await loadSchemaCache(options.db);
  const limit = options.maxBodyBytes ?? DEFAULT_BODY_LIMIT;
  const preRequest = options.preRequest ?? null;
  // Refused writes roll their row count back, so a loop of bad requests gets its own budget, kept here.
  const refusals: RefusalBudget = createRefusalBudget(options.rateLimit);

  return async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // Another site's page gets no CORS answer and no write: its visitors' browsers cannot file leads for it.
    // Reads return leads and every answer is about one visitor's write: nothing here may be kept by a cache.
    res.setHeader("Cache-Control", "no-store");
    if (!isAllowedOrigin(req.headers.origin, options.origins)) {
      sendError(res, restErrors.foreignOrigin());
      return;
    }
    setCors(req, res);
    if (req.method === "OPTIONS") {
      res.writeHead(200).end();
      return;
    }
    let role: Role = "anon";
    try {
      role = authorise(req, url, options);
      const method = req.method ?? "GET";
      const reads = method === "GET" || method === "HEAD";
      if (method !== "POST" && !reads) throw restErrors.unsupportedMethod(method);
      // The schema is resolved before the table, as PostgREST does.
      checkProfile(req.headers[reads ? "accept-profile" : "content-profile"]);
      const table = tableFromPath(url.pathname, schema);
      const context: RequestContext = {
        req,
        url,
        role,
        table,
        method,
        preRequest,
        rateLimit: options.rateLimit,
        clientIp: clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], options.trustProxy ?? 0),
      };
      if (reads) await select(res, options.db, context);
      else {
        const wait = role === "anon" ? refusals.waitFor(context.clientIp) : 0;
        if (wait > 0) throw restErrors.rateLimited(wait);
        try {
          await insert(res, options.db, schema, context, limit);
        } catch (error) {
          const refused = toRestError(error, role);
          if (role === "anon" && refused.status >= 400 && refused.status < 500 && refused.status !== 429)
            refusals.count(context.clientIp);
          throw refused;
        }
      }
    } catch (error) {
      sendError(res, toRestError(error, role));
    }
  };
}

type Role = "anon" | "service_role";

interface RequestContext {
  req: IncomingMessage;
  url: URL;
  role: Role;
  table: string;
  method: string;
  preRequest: string | null;
  rateLimit: RestOptions["rateLimit"];
  clientIp: string;
}

/** CORS for the site's own origin (checked before); no credentials: the forms send keys, never cookies. */
function setCors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  res.setHeader("Vary", "Origin");
  if (typeof origin !== "string") return;
  res.setHeader("Access-Control-Allow-Origin", origin);
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PATCH, PUT, DELETE, OPTIONS");
  res.setHeader(
    "Access-Control-Allow-Headers",
    req.headers["access-control-request-headers"] ?? "Authorization, apikey, Content-Type, Content-Profile",
  );
  res.setHeader("Access-Control-Max-Age", "86400");
  res.setHeader("Access-Control-Expose-Headers", "Content-Encoding, Content-Location, Content-Range, Retry-After");
}

function authorise(req: IncomingMessage, url: URL, options: RestOptions): Role {
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("apikey");
  if (!key) throw restErrors.noApiKey();
  const role: Role | null =
    key === options.anonKey ? "anon" : options.serviceKey && key === options.serviceKey ? "service_role" : null;
  if (!role) throw restErrors.invalidApiKey();
  const authorization = req.headers.authorization;
  if (authorization !== undefined && authorization !== `Bearer ${key}`) throw restErrors.invalidJwt();
  return role;
}

function tableFromPath(pathname: string, schema: SchemaCache): string {
  const rest = pathname.slice(REST_PREFIX.length);
  if (!rest || rest.includes("/")) throw restErrors.invalidPath();
  let table: string;
  try {
    table = decodeURIComponent(rest);
  } catch {
    throw restErrors.badEncoding();
  }
  if (!schema.has(table)) throw restErrors.tableNotFound(table);
  return table;
}

function checkProfile(profile: string | string[] | undefined) {
  const value = Array.isArray(profile) ? profile[0] : profile;
  if (value !== undefined && value !== "public") throw restErrors.invalidSchema(value);
}

async function insert(res: ServerResponse, db: Database, schema: SchemaCache, ctx: RequestContext, limit: number) {
  const contentType = (ctx.req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (contentType !== "application/json") throw restErrors.contentType(ctx.req.headers["content-type"] ?? "");
  const { rows, columns } = parseRows(await readBody(ctx.req, limit), ctx.url.searchParams.get("columns"));
  const types = schema.get(ctx.table) ?? new Map<string, string>();
  for (const column of columns) if (!types.has(column)) throw restErrors.columnNotFound(ctx.table, column);
  checkLeadRows(ctx.table, rows);
  const representation = /return=representation/.test(String(ctx.req.headers.prefer ?? ""));
  const returning = representation ? " returning *" : "";
  const target = `public.${ident(ctx.table)}`;
  const sql =
    columns.length === 0
      ? `insert into ${target} default values${returning}`
      : `insert into ${target} (${columns.map(ident).join(", ")}) select ${columns.map(ident).join(", ")}
           from jsonb_to_recordset($1::jsonb) as r(${columns.map((c) => `${ident(c)} ${types.get(c) ?? "text"}`).join(", ")})${returning}`;

  const inserted = await db.transaction(async (tx) => {
    await beginRequest(tx, ctx);
    if (columns.length > 0) return (await tx.query(sql, [JSON.stringify(rows)])).rows;
    const all: object[] = [];
    for (let i = 0; i < rows.length; i++) all.push(...(await tx.query(sql)).rows);
    return all;
  });
  if (representation) {
    res.writeHead(201, { "Content-Type": "application/json; charset=utf-8", "Content-Range": "*/*" });
    res.end(JSON.stringify(inserted));
  } else {
    res.writeHead(201, { "Content-Range": "*/*" }).end();
  }
}

async function select(res: ServerResponse, db: Database, ctx: RequestContext) {
  const rows = await db.transaction(async (tx) => {
    await beginRequest(tx, ctx);
    const result = await tx.query<{ rows: unknown }>(
      `select coalesce(json_agg(t), '[]'::json) as rows from (select * from public.${ident(ctx.table)}) t`,
    );
    return result.rows[0]?.rows ?? [];
  });
  const body = JSON.stringify(rows);
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Range": "*/*" });
  res.end(ctx.method === "HEAD" ? undefined : body);
}

/** What PostgREST does at the start of each request's transaction: role, request GUCs, pre-request hook. */
async function beginRequest(tx: SqlExecutor, ctx: RequestContext) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (typeof value === "string") headers[name] = value;
  }
  // What the limiter reads: the socket's address unless a trusted proxy reported the client's.
  headers["x-forwarded-for"] = ctx.clientIp;
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.headers', $3, true), set_config('request.method', $4, true),
            set_config('request.path', $5, true), set_config('leads.rate_limit_max', $6, true),
            set_config('leads.rate_limit_window_seconds', $7, true), set_config('leads.table_limit_max', $8, true)`,
    [
      ctx.role,
      JSON.stringify({ role: ctx.role }),
      JSON.stringify(headers),
      ctx.method,
      ctx.url.pathname,
      ctx.rateLimit ? String(ctx.rateLimit.max) : "",
      ctx.rateLimit ? String(ctx.rateLimit.windowSeconds) : "",
      ctx.rateLimit?.tableMax !== undefined ? String(ctx.rateLimit.tableMax) : "",
    ],
  );
  if (ctx.preRequest) await tx.query(`select ${ctx.preRequest}()`);
}

function toRestError(error: unknown, role: Role): RestError {
  if (error instanceof RestError) return error;
  if (isConnectionError(error)) {
    console.error("rest: database unavailable", error);
    return restErrors.databaseUnavailable();
  }
  const pg = pgErrorFields(error);
  if (pg) {
    const refused = restErrorFromPg(pg, role === "anon");
    if (refused.status >= 500) console.error("rest: database error", error);
    return refused;
  }
  console.error("rest: unexpected error", error);
  return new RestError(500, { message: "Internal server error" });
}

function sendError(res: ServerResponse, error: RestError) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(error.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Proxy-Status": `PostgREST; error=${error.body.code ?? "unknown"}`,
    ...error.headers,
    // The rest of an oversized body is not read: the connection cannot be reused.
    ...(error.status === 413 ? { Connection: "close" } : {}),
  });
  res.end(JSON.stringify(error.body));
}
