import type { SqlExecutor } from "../db/database.ts";

/** docs/product/phone-callbacks.md#lifecycle: where a demo request stands, as `ai_call_requests.call_status`. */
export type CallRequestStatus =
  | "requested"
  | "dialling"
  | "queued"
  | "ringing"
  | "in-progress"
  | "forwarding"
  | "ended"
  | "no-answer"
  | "failed"
  | "invalid-number"
  | "cancelled"
  | "held";

/**
 * How far along a status is. An event only moves a row forward, so a duplicate or late delivery (a 'ringing' that
 * arrives after the end-of-call report) changes nothing. The end states share the last step.
 */
export const PROGRESS_SQL = `case call_status when 'requested' then 0 when 'dialling' then 1 when 'queued' then 2
  when 'ringing' then 3 when 'in-progress' then 4 when 'forwarding' then 5 else 9 end`;
const PROGRESS: Partial<Record<CallRequestStatus, number>> = {
  requested: 0,
  dialling: 1,
  queued: 2,
  ringing: 3,
  "in-progress": 4,
  forwarding: 5,
};
const progressOf = (status: CallRequestStatus) => PROGRESS[status] ?? 9;

const NO_ANSWER = new Set(["customer-did-not-answer", "customer-busy", "voicemail", "call.forwarding.no-answer"]);

/** The end state a platform `endedReason` means: nobody picked up, the call never worked, or it took place. */
export function statusForEndedReason(
  endedReason: string | undefined,
): "ended" | "no-answer" | "failed" | "invalid-number" {
  if (!endedReason) return "ended";
  if (NO_ANSWER.has(endedReason)) return "no-answer";
  if (endedReason === "twilio-reported-customer-misdialed") return "invalid-number";
  return /error|fail|fault|not-found|not-valid|rejected|neither/.test(endedReason) ? "failed" : "ended";
}

/** One thing the platform told us about a call (a status-update or an end-of-call-report). */
export interface CallEvent {
  callId: string;
  /** Our request id, sent as the customer's externalId: finds the row before the dialler has recorded the call id. */
  requestId?: string;
  status: CallRequestStatus;
  endedReason?: string;
  durationSeconds?: number;
  summary?: string;
  at: Date;
  /** The call's final report (the end-of-call report, or the platform's answer when asked): the row is final after it. */
  final?: boolean;
}

/**
 * Moves the request forward to `event.status` (never back), filling in what the event adds. A row already at an
 * end state takes a more precise one only while it has no ended reason yet; once its final report is applied, nothing
 * changes it (a replayed report with other figures is ignored). The event must concern a call this server placed: the
 * row's recorded call id, with the same request id when the event names one, or, before the dialler has recorded the
 * call id, the request it is dialling right now. Returns the row's status afterwards, or null when no request matches.
 */
export async function applyCallEvent(db: SqlExecutor, event: CallEvent): Promise<CallRequestStatus | null> {
  const rank = progressOf(event.status);
  const { rows } = await db.query<{ call_status: CallRequestStatus }>(
    `update public.ai_call_requests set
        platform_call_id = coalesce(platform_call_id, $1),
        call_status = case when ${PROGRESS_SQL} < $3 or (${PROGRESS_SQL} = 9 and ended_reason is null and $4::text is not null)
          then $2 else call_status end,
        call_updated_at = case when ${PROGRESS_SQL} < $3 then $7 else call_updated_at end,
        ended_reason = coalesce(ended_reason, $4),
        call_duration_seconds = coalesce($5, call_duration_seconds),
        call_summary = coalesce($6, call_summary),
        final_report_at = case when $9 then $7 else null end
      where call_status not in ('cancelled', 'held') and final_report_at is null
        and ((platform_call_id = $1 and ($8::uuid is null or id = $8::uuid))
          or (platform_call_id is null and id = $8::uuid and call_status = 'dialling'))
      returning call_status`,
    [
      event.callId,
      event.status,
      rank,
      event.endedReason ?? null,
      event.durationSeconds ?? null,
      event.summary ?? null,
      event.at,
      event.requestId ?? null,
      event.final === true,
    ],
  );
  return rows[0]?.call_status ?? null;
}
