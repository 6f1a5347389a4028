import type { IncomingMessage, ServerResponse } from "node:http";
import { isConnectionError, pgErrorFields, type Database } from "../db/database.ts";
import { isAllowedOrigin, type OriginConfig } from "../origin.ts";
import { readBody } from "../rest/body.ts";
import type { RestOptions } from "../rest/handler.ts";
import { checkLeadRows } from "../rest/lead-rules-check.ts";
import { DATABASE_RETRY_AFTER_SECONDS, RestError, restErrorFromPg } from "../rest/errors.ts";
import { destinationRefusedMessage, humanCheckFailedMessage } from "../../pages/content/callback-refusals.ts";
import type { PhoneRequestAnswer } from "../../pages/leads/phone-request.ts";
import { decideCallback, lockBudget, type CallbackDecision } from "./call-budget.ts";
import type { CallbackConfig } from "./callback-config.ts";
import { callbackPlan } from "./callback-plan.ts";
import { checkDestination } from "./destination-policy.ts";
import { spendProof, verifyProof } from "./human-check.ts";

export { PHONE_REQUEST_PATH } from "../../pages/leads/phone-request.ts";

/** The three fields and the human check's proof are a few hundred bytes; 16 KiB bounds what a stranger sends. */
const MAX_BODY_BYTES = 16 * 1024;

export interface PhoneRequestContext {
  db: Database;
  config: CallbackConfig;
  now: Date;
  /** The visitor's address (after trusted proxies), for the database's write limit. */
  clientIp: string;
  /** The pages allowed to send requests from a browser. */
  origins: OriginConfig;
  /** The server's override of the write limit, as `/rest/v1` applies it (server/rest/handler.ts). */
  rateLimit?: RestOptions["rateLimit"];
  log: (message: string) => void;
}

function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/**
 * `POST /api/callbacks/requests` (docs/product/phone-callbacks.md#safety): a phone demo request, decided before
 * anything is stored or promised. The lead rules, the human check and the destination policy refuse with a clear
 * answer and store nothing; then, in one transaction, the row is stored through the visitor's write limit, the
 * proof is used up and the limits decide what the visitor is promised: the assistant's call, or the team's.
 */
export async function handlePhoneRequest(req: IncomingMessage, res: ServerResponse, ctx: PhoneRequestContext) {
  if (req.method !== "POST") return answer(res, 405, { message: "Method Not Allowed" }, { Allow: "POST" });
  // Only the site's own pages (server/origin.ts): another site must not make its visitors' browsers request calls.
  if (!isAllowedOrigin(req.headers.origin, ctx.origins))
    return answer(res, 403, { code: "foreign_origin", message: "Requests from other sites are refused" });
  const contentType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (contentType !== "application/json") return answer(res, 415, { message: "Send the request as application/json" });
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse((await readBody(req, MAX_BODY_BYTES)).toString("utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
    body = parsed as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RestError) return answer(res, error.status, error.body, error.headers);
    return answer(res, 400, { message: "Empty or invalid json" });
  }
  const row = { full_name: text(body.name), business_email: text(body.email), phone_number: text(body.phone) };
  // What the page saw of a bot (pages/leads/lead-actions.ts): kept for the owner, answered truthfully, never rung.
  const quarantine = body.quarantine === undefined ? null : body.quarantine;
  if (quarantine !== null && quarantine !== "honeypot" && quarantine !== "too-fast")
    return answer(res, 400, { message: "quarantine must be 'honeypot' or 'too-fast'" });
  try {
    checkLeadRows("ai_call_requests", [row]);
  } catch (error) {
    if (error instanceof RestError) return answer(res, error.status, error.body);
    throw error;
  }
  if (
    typeof row.full_name !== "string" ||
    typeof row.business_email !== "string" ||
    typeof row.phone_number !== "string"
  )
    return answer(res, 400, { code: "23502", message: "Name, email and phone number are required" });

  const check = await verifyProof(body.proof, ctx.config.challengeKey);
  if (!check.ok) return answer(res, 403, { code: "human_check", message: humanCheckFailedMessage });
  const destination = checkDestination(row.phone_number, ctx.config);
  if (!destination.ok)
    return answer(res, 422, {
      code: "destination_refused",
      field: "phone",
      message: destinationRefusedMessage(ctx.config.countries),
    });

  let decision: CallbackDecision | "spent";
  try {
    decision = await ctx.db.transaction(async (tx) => {
      // Stored as the visitor, through the same write limit as every other lead (supabase/migrations).
      await tx.query(
        `select set_config('request.headers', $1, true), set_config('leads.rate_limit_max', $2, true),
                set_config('leads.rate_limit_window_seconds', $3, true), set_config('leads.table_limit_max', $4, true),
                set_config('role', 'anon', true)`,
        [
          JSON.stringify({ "x-forwarded-for": ctx.clientIp }),
          ctx.rateLimit ? String(ctx.rateLimit.max) : "",
          ctx.rateLimit ? String(ctx.rateLimit.windowSeconds) : "",
          ctx.rateLimit?.tableMax !== undefined ? String(ctx.rateLimit.tableMax) : "",
        ],
      );
      await tx.query(
        `insert into public.ai_call_requests (full_name, business_email, phone_number, call_status, quarantine)
           values ($1, $2, $3, 'requested', $4)`,
        [row.full_name, row.business_email, row.phone_number, quarantine],
      );
      await tx.query("select set_config('role', 'none', true)");
      await lockBudget(tx);
      if (!(await spendProof(tx, check, ctx.now))) throw new SpentProof();
      const verdict: CallbackDecision = quarantine
        ? { promised: "team", note: `Left for the team: in quarantine (${quarantine}).` }
        : await decideCallback(tx, destination.e164, ctx.config.limits, ctx.now);
      // The row just inserted: anon cannot read it back, so it is found by this transaction's time and content.
      await tx.query(
        `update public.ai_call_requests set promised = $4, phone_e164 = $5, callback_note = $6
          where id = (select id from public.ai_call_requests
                       where created_at = now() and promised = 'team' and phone_e164 is null
                         and full_name = $1 and business_email = $2 and phone_number = $3
                       order by id limit 1)`,
        [
          row.full_name,
          row.business_email,
          row.phone_number,
          verdict.promised,
          destination.e164,
          verdict.promised === "team" ? verdict.note : null,
        ],
      );
      return verdict;
    });
  } catch (error) {
    if (error instanceof SpentProof) decision = "spent";
    else if (isConnectionError(error))
      return answer(
        res,
        503,
        { message: "Service Unavailable" },
        { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
      );
    else {
      const pg = pgErrorFields(error);
      if (!pg) throw error;
      const refused = restErrorFromPg(pg, true);
      return answer(res, refused.status, refused.body, refused.headers);
    }
  }
  if (decision === "spent") return answer(res, 403, { code: "human_check", message: humanCheckFailedMessage });
  if (decision.promised === "team" && !quarantine) ctx.log(decision.note);
  const plan = callbackPlan(ctx.config, ctx.now);
  const reply: PhoneRequestAnswer =
    decision.promised === "team" || plan.callbacks === "off"
      ? { promised: "team" }
      : plan.open
        ? { promised: "assistant", open: true }
        : { promised: "assistant", open: false, opensAt: plan.opensAt, timeZone: plan.timeZone };
  answer(res, 201, reply);
}

class SpentProof extends Error {}
