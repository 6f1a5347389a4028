import { createRestClient, RestApiError, RestNetworkError, RestTimeoutError, type RestClient } from "@parley/voice";
import { phoneDemoAssistantOverrides } from "../../pages/content/voice-demo.ts";
import type { Database } from "../db/database.ts";
import { decideCallback, lockBudget } from "./call-budget.ts";
import { applyCallEvent, PROGRESS_SQL, statusForEndedReason } from "./call-lifecycle.ts";
import type { CallbackConfig } from "./callback-config.ts";
import { isWindowOpen } from "./calling-window.ts";
import { checkDestination } from "./destination-policy.ts";
import { spokenGivenName } from "./spoken-name.ts";

export interface DiallerOptions {
  db: Database;
  config: CallbackConfig;
  /** The platform's REST client; default: `@parley/voice`'s, on the configured URL with the private key. */
  rest?: RestClient;
  /** The clock (tests move it); every time the dialler writes comes from here. */
  now?: () => Date;
  /** How often waiting requests are looked for. Default 2 s. */
  pollMs?: number;
  /** Attempts on platform outages (429, 5xx, no answer) before the request is marked failed. Default 5. */
  maxAttempts?: number;
  /** The wait before attempt n + 1. Default 30 s doubling, at most 30 min. */
  backoffMs?: (attempt: number) => number;
  /**
   * A claim older than this is taken to belong to a process that stopped mid-dial: the request is dialled again,
   * after asking the platform whether that process's call exists. Longer than a call request can take. Default 5 min.
   */
  leaseMs?: number;
  /**
   * Requests older than this are left for the team: a visitor expects a call within days, not when callbacks are
   * switched on weeks later (rows stored before then may even be browser calls). Default 72 h: a weekend's wait.
   */
  maxAgeMs?: number;
  /**
   * A placed call with no final report this long after its last news is asked for (`GET /call/{id}`), at most once
   * per this interval: a webhook URL the platform cannot reach leaves no row waiting for ever. Default 3 min.
   */
  reconcileAfterMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface Dialler {
  /** One round: recovers stale claims, then dials every due request while the window is open. Resolves to the number dialled. */
  tick(): Promise<number>;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
}

interface ClaimedRequest {
  id: string;
  full_name: string;
  phone_number: string;
  dial_attempts: number;
  created_at: Date;
}

/** Time allowed for the platform to answer one call request (the lease must be longer). */
const REQUEST_TIMEOUT_MS = 30_000;

const defaultBackoff = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);

/**
 * The worker that turns phone demo requests into calls (docs/product/phone-callbacks.md#dialling). Each request
 * is claimed in one statement (`for update skip locked`), so servers sharing a database never take the same one,
 * and a request is only dialled again after the platform has been asked whether the earlier attempt placed a call.
 */
export function startDialler({
  db,
  config,
  rest = createRestClient({
    token: config.privateKey,
    baseUrl: config.apiUrl,
    maxRetries: 0,
    timeoutMs: REQUEST_TIMEOUT_MS,
  }),
  now = () => new Date(),
  pollMs = 2_000,
  maxAttempts = 5,
  backoffMs = defaultBackoff,
  leaseMs = 5 * 60_000,
  maxAgeMs = 72 * 3_600_000,
  reconcileAfterMs = 3 * 60_000,
  log = (message, error) => console.warn(`dialler: ${message}`, error ?? ""),
}: DiallerOptions): Dialler {
  async function claim(): Promise<ClaimedRequest | null> {
    const { rows } = await db.query<ClaimedRequest>(
      `update public.ai_call_requests
          set call_status = 'dialling', claimed_at = $1, dial_attempts = dial_attempts + 1, call_updated_at = $1
        where id = (select id from public.ai_call_requests
                     where call_status = 'requested' and call_channel = 'phone' and promised = 'assistant'
                       and (next_dial_at is null or next_dial_at <= $1) and created_at > $2
                     order by created_at, id
                     limit 1
                     for update skip locked)
        returning id, full_name, phone_number, dial_attempts, created_at`,
      [now(), new Date(now().getTime() - maxAgeMs)],
    );
    return rows[0] ?? null;
  }

  /** The call an earlier attempt placed for this request, if the platform has one. */
  async function callPlacedFor(request: ClaimedRequest): Promise<string | null> {
    // A day's margin: the platform's clock is not ours, and the request id, not the time, decides the match.
    const since = new Date(new Date(request.created_at).getTime() - 24 * 3_600_000);
    const calls = await rest.calls.list({ phoneNumberId: config.phoneNumberId, createdAtGe: since, limit: 1000 });
    const placed = calls.find((call) => call.customer?.externalId === request.id);
    return placed?.id ?? null;
  }

  async function placeCall(request: ClaimedRequest, number: string): Promise<string> {
    const server = config.webhookUrl
      ? { server: { url: config.webhookUrl, headers: { "X-Vapi-Secret": config.webhookSecret } } }
      : {};
    // Only a plain given name is ever spoken; anything else, and the call has no name at all.
    const name = spokenGivenName(request.full_name);
    const call = await rest.calls.create({
      assistantId: config.assistantId,
      phoneNumberId: config.phoneNumberId,
      customer: { number, ...(name ? { name } : {}), externalId: request.id },
      assistantOverrides: {
        ...phoneDemoAssistantOverrides(name, config.limits.maxCallMinutes * 60),
        ...server,
        serverMessages: ["status-update", "end-of-call-report"],
      },
    });
    if (!("id" in call) || typeof call.id !== "string") throw new Error("the platform's answer has no call id");
    return call.id;
  }

  async function finish(id: string, set: string, params: unknown[]) {
    await db.query(
      `update public.ai_call_requests set ${set}, claimed_at = null where id = $1 and call_status = 'dialling'`,
      [id, ...params],
    );
  }

  /**
   * The policy and the limits, asked again just before ringing (they may have changed since the visitor was promised
   * the call, or the row was written some other way): the number to dial, or the status and reason the row takes instead.
   */
  async function recheck(request: ClaimedRequest): Promise<{ status: string; why: string } | { e164: string }> {
    const destination = checkDestination(request.phone_number, config);
    if (!destination.ok)
      return destination.kind === "invalid"
        ? { status: "invalid-number", why: `Not a phone number that can be dialled: ${destination.why}` }
        : { status: "held", why: `Not rung: ${destination.why}` };
    const decision = await db.transaction(async (tx) => {
      await lockBudget(tx);
      return decideCallback(tx, destination.e164, config.limits, now(), request.id);
    });
    return decision.promised === "team" ? { status: "held", why: `Not rung. ${decision.note}` } : destination;
  }

  async function dial(request: ClaimedRequest): Promise<void> {
    const verdict = await recheck(request);
    if (!("e164" in verdict)) {
      await finish(request.id, "call_status = $2, call_failure = $3, call_updated_at = $4", [
        verdict.status,
        verdict.why,
        now(),
      ]);
      log(`request ${request.id}: ${verdict.why}`);
      return;
    }
    const number = verdict.e164;
    try {
      const callId =
        (request.dial_attempts > 1 ? await callPlacedFor(request) : null) ?? (await placeCall(request, number));
      // A webhook may already have moved the row past 'queued' (it finds the row by our id): keep its status.
      await db.query(
        `update public.ai_call_requests
            set platform_call_id = coalesce(platform_call_id, $2), phone_e164 = $3, claimed_at = null,
                call_failure = null, next_dial_at = null,
                call_status = case when ${PROGRESS_SQL} < 2 then 'queued' else call_status end,
                call_updated_at = case when ${PROGRESS_SQL} < 2 then $4 else call_updated_at end
          where id = $1`,
        [request.id, callId, number, now()],
      );
    } catch (error) {
      const why = describe(error);
      const retryable = !(error instanceof RestApiError) || error.status === 429 || error.status >= 500;
      if (!retryable) {
        await finish(request.id, "call_status = 'failed', call_failure = $2, call_updated_at = $3", [
          `The voice platform refused the call: ${why}`,
          now(),
        ]);
      } else if (request.dial_attempts >= maxAttempts) {
        await finish(request.id, "call_status = 'failed', call_failure = $2, call_updated_at = $3", [
          `The voice platform could not place the call after ${request.dial_attempts} attempts: ${why}`,
          now(),
        ]);
      } else {
        const wait = Math.max(backoffMs(request.dial_attempts), retryAfterMs(error));
        await finish(request.id, "call_status = 'requested', call_failure = $2, next_dial_at = $3", [
          `Attempt ${request.dial_attempts} failed: ${why}`,
          new Date(now().getTime() + wait),
        ]);
      }
      log(`request ${request.id}: ${why}`, retryable ? undefined : error);
    }
  }

  /**
   * Placed calls whose final report has not come: the platform is asked for each (oldest news first) and the row
   * finished from its answer. A call it still reports live is asked about again after `reconcileAfterMs`.
   */
  async function reconcile(): Promise<void> {
    const due = new Date(now().getTime() - reconcileAfterMs);
    const { rows } = await db.query<{ id: string; platform_call_id: string }>(
      `select id, platform_call_id from public.ai_call_requests
        where platform_call_id is not null and final_report_at is null and call_status <> 'cancelled'
          and coalesce(call_updated_at, created_at) < $1 and (checked_at is null or checked_at < $1)
        order by coalesce(call_updated_at, created_at) limit 20`,
      [due],
    );
    for (const row of rows) {
      try {
        const call = (await rest.calls.get(row.platform_call_id)) as Record<string, unknown>;
        await db.query("update public.ai_call_requests set checked_at = $2 where id = $1", [row.id, now()]);
        const ended = call.status === "ended";
        const endedReason = typeof call.endedReason === "string" ? call.endedReason : undefined;
        const started = Date.parse(typeof call.startedAt === "string" ? call.startedAt : "");
        const stopped = Date.parse(typeof call.endedAt === "string" ? call.endedAt : "");
        const summary = (call.analysis as { summary?: unknown } | undefined)?.summary;
        const status = ended ? statusForEndedReason(endedReason) : undefined;
        const live = ["queued", "ringing", "in-progress", "forwarding"].find((s) => s === call.status);
        if (!status && !live) continue;
        await applyCallEvent(db, {
          callId: row.platform_call_id,
          requestId: row.id,
          status: status ?? (live as "queued"),
          endedReason,
          durationSeconds:
            Number.isFinite(started) && Number.isFinite(stopped) ? (stopped - started) / 1000 : undefined,
          summary: typeof summary === "string" ? summary : undefined,
          at: now(),
          final: ended,
        });
        if (ended)
          log(
            `call ${row.platform_call_id} ended with no final webhook: finished from the platform's answer (is VAPI_WEBHOOK_URL reachable?)`,
          );
      } catch (error) {
        log(`call ${row.platform_call_id}: the platform could not be asked about it (${describe(error)})`);
      }
    }
  }

  let round: Promise<number> | null = null;
  let stopped = false;
  async function runRound(): Promise<number> {
    const stale = new Date(now().getTime() - leaseMs);
    await db.query(
      `update public.ai_call_requests set call_status = 'requested', claimed_at = null
        where call_status = 'dialling' and claimed_at < $1`,
      [stale],
    );
    await reconcile();
    if (!isWindowOpen(config.window, now())) return 0;
    let dialled = 0;
    for (let request = await claim(); request && !stopped; request = await claim()) {
      await dial(request);
      dialled++;
    }
    return dialled;
  }
  const tick = () => (round ??= runRound().finally(() => (round = null)));

  const timer = setInterval(() => {
    tick().catch((error: unknown) => log("round failed (the next one tries again)", error));
  }, pollMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round?.catch(() => undefined);
    },
  };
}

/** What went wrong, for the row and the log (never the key: the REST client's errors do not hold it). */
function describe(error: unknown): string {
  if (error instanceof RestApiError) {
    const message = (error.error as { message?: unknown } | undefined)?.message;
    const detail = Array.isArray(message) ? message.join("; ") : typeof message === "string" ? message : "";
    return `HTTP ${error.status}${detail ? ` (${detail})` : ""}`;
  }
  if (error instanceof RestTimeoutError) return "no answer within 30 s";
  if (error instanceof RestNetworkError) return "the platform could not be reached";
  return error instanceof Error ? error.message : String(error);
}

function retryAfterMs(error: unknown): number {
  if (!(error instanceof RestApiError)) return 0;
  const seconds = Number(error.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
