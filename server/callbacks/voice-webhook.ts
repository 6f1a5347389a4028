import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isConnectionError, type Database } from "../db/database.ts";
import { readBody } from "../rest/body.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../rest/errors.ts";
import { applyCallEvent, statusForEndedReason, type CallEvent, type CallRequestStatus } from "./call-lifecycle.ts";

/** Where the voice platform sends its server messages for the calls the dialler placed. */
export const VOICE_WEBHOOK_PATH = "/api/voice/webhook";
/** End-of-call reports carry the transcript; a megabyte is ample and bounds what a stranger can make us read. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LIVE_STATUSES: Partial<Record<string, CallRequestStatus>> = {
  queued: "queued",
  ringing: "ringing",
  "in-progress": "in-progress",
  forwarding: "forwarding",
};

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
/** A call lasts at most a day: anything else in a report is not a duration. */
const duration = (value: unknown) => {
  const seconds = number(value);
  return seconds !== undefined && seconds >= 0 && seconds <= 86_400 ? seconds : undefined;
};
/** How far a message's own timestamp may be from our clock: the platform retries for hours, never for a month. */
const TIMESTAMP_PAST_MS = 30 * 24 * 3_600_000;
const TIMESTAMP_FUTURE_MS = 3_600_000;

/** Thrown for a message that names a time no real delivery could have: 400, so it is not retried. */
export class ImplausibleTimestamp extends Error {}

/**
 * The request's next step from one server message, or null for messages that say nothing about its status
 * (transcripts, tool calls, a 'scheduled' update).
 */
export function callEventOf(message: Json, receivedAt: Date): CallEvent | null {
  const call = object(message.call);
  const callId = text(call.id);
  if (!callId) return null;
  const externalId = text(object(call.customer).externalId) ?? text(object(message.customer).externalId);
  const endedReason = text(message.endedReason) ?? text(call.endedReason);
  const timestamp = message.timestamp === undefined ? undefined : number(message.timestamp);
  if (
    message.timestamp !== undefined &&
    (timestamp === undefined ||
      timestamp < receivedAt.getTime() - TIMESTAMP_PAST_MS ||
      timestamp > receivedAt.getTime() + TIMESTAMP_FUTURE_MS)
  )
    throw new ImplausibleTimestamp();
  const base = {
    callId,
    requestId: externalId && UUID.test(externalId) ? externalId : undefined,
    at: timestamp !== undefined ? new Date(timestamp) : receivedAt,
  };
  if (message.type === "status-update") {
    const status = text(message.status);
    if (status === "ended") return { ...base, status: statusForEndedReason(endedReason), endedReason };
    const live = status ? LIVE_STATUSES[status] : undefined;
    return live ? { ...base, status: live } : null;
  }
  if (message.type === "end-of-call-report") {
    const started = Date.parse(text(message.startedAt) ?? "");
    const ended = Date.parse(text(message.endedAt) ?? "");
    const measured = Number.isFinite(started) && Number.isFinite(ended) ? (ended - started) / 1000 : undefined;
    return {
      ...base,
      status: statusForEndedReason(endedReason),
      endedReason,
      durationSeconds: duration(message.durationSeconds) ?? duration(measured),
      summary: text(object(message.analysis).summary) ?? text(message.summary),
      final: true,
    };
  }
  return null;
}

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== "string") return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function answer(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * `POST /api/voice/webhook`: the platform's status-update and end-of-call-report messages move the request along
 * its lifecycle. The shared secret comes as `X-Vapi-Secret`; wrong or missing is 401 and nothing is read further.
 * Messages about unknown calls or of other types are acknowledged (200) so the platform does not retry them.
 */
export async function handleVoiceWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  secret: string,
  now: Date,
) {
  if (req.method !== "POST") return answer(res, 405, { error: "Method Not Allowed" }, { Allow: "POST" });
  if (!secretMatches(req.headers["x-vapi-secret"], secret)) return answer(res, 401, { error: "Unauthorized" });
  const contentType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (contentType !== "application/json") return answer(res, 415, { error: "Unsupported Media Type" });
  let message: Json;
  try {
    const body = await readBody(req, MAX_WEBHOOK_BYTES);
    message = object(object(JSON.parse(body.toString("utf8"))).message);
  } catch (error) {
    const tooLarge = (error as { status?: number }).status === 413;
    return answer(res, tooLarge ? 413 : 400, { error: tooLarge ? "Payload Too Large" : "Invalid JSON body" });
  }
  let event: CallEvent | null;
  try {
    event = callEventOf(message, now);
  } catch (error) {
    if (error instanceof ImplausibleTimestamp) return answer(res, 400, { error: "Implausible timestamp" });
    throw error;
  }
  if (!event) return answer(res, 200, { ignored: true });
  try {
    const status = await applyCallEvent(db, event);
    answer(res, 200, status ? { call_status: status } : { ignored: true });
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    // The platform retries failed deliveries (its backoff plan): ask it to, rather than lose the update.
    answer(res, 503, { error: "Service Unavailable" }, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}
