import type { ServerResponse } from "node:http";
import type { Database } from "./db/database.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "./rest/errors.ts";

export const HEALTH_PATH = "/healthz";
const PROBE_TIMEOUT_MS = 3_000;

/**
 * `GET /healthz`: 200 when the database answers `select 1`, else 503 (for a process supervisor or load balancer).
 * With phone callbacks on, it also reports their budgets and calls waiting for the platform (`callbacks`).
 */
export async function handleHealth(
  res: ServerResponse,
  db: Database,
  callbacks?: () => Promise<Record<string, unknown>>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  let body: Record<string, unknown>;
  let status: number;
  try {
    await Promise.race([db.query("select 1"), timeout]);
    status = 200;
    body = { status: "ok", database: "up", backend: db.kind, ...(callbacks ? { callbacks: await callbacks() } : {}) };
  } catch (error) {
    // Why stays in the log: an anonymous client learns only that the database is down.
    console.error("healthz: database probe failed", error);
    status = 503;
    body = { status: "unavailable", database: "down", backend: db.kind };
  } finally {
    clearTimeout(timer);
  }
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...(status === 503 ? { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } : {}),
  });
  res.end(JSON.stringify(body));
}
