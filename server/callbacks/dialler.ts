import { createRestClient, RestApiError, RestNetworkError, RestTimeoutError, type RestClient } from "@parley/voice";
import { phoneDemoAssistantOverrides } from "../../pages/content/voice-demo.ts";
import type { Database } from "../db/database.ts";
import { PROGRESS_SQL } from "./call-lifecycle.ts";
import type { CallbackConfig } from "./callback-config.ts";
import { isWindowOpen } from "./calling-window.ts";
import { toE164 } from "./phone-number.ts";

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
  log = (message, error) => console.warn(`dialler: ${message}`, error ?? ""),
}: DiallerOptions): Dialler {
  async function claim(): Promise<ClaimedRequest | null> {
    const { rows } = await db.query<ClaimedRequest>(
      `update public.ai_call_requests
          set call_status = 'dialling', claimed_at = $1, dial_attempts = dial_attempts + 1, call_updated_at = $1
        where id = (select id from public.ai_call_requests
                     where call_status = 'requested' and call_channel = 'phone'
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
    const call = await rest.calls.create({
      assistantId: config.assistantId,
      phoneNumberId: config.phoneNumberId,
      customer: { number, name: request.full_name.slice(0, 40), externalId: request.id },
      assistantOverrides: {
        ...phoneDemoAssistantOverrides(request.full_name),
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

  async function dial(request: ClaimedRequest): Promise<void> {
    const number = toE164(request.phone_number, config.defaultRegion);
    if (!number) {
      await finish(request.id, "call_status = 'invalid-number', call_failure = $2, call_updated_at = $3", [
        `Not a phone number that can be dialled (read as a ${config.defaultRegion} number when it has no country code)`,
        now(),
      ]);
      return;
    }
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

  let round: Promise<number> | null = null;
  let stopped = false;
  async function runRound(): Promise<number> {
    const stale = new Date(now().getTime() - leaseMs);
    await db.query(
      `update public.ai_call_requests set call_status = 'requested', claimed_at = null
        where call_status = 'dialling' and claimed_at < $1`,
      [stale],
    );
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
