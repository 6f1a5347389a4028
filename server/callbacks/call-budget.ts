import type { SqlExecutor } from "../db/database.ts";
import type { CallLimits } from "./callback-config.ts";

/** End states: a call in one of them has used what it lasted (or nothing); any other may still last its maximum. */
const FINAL_STATUSES_SQL = `('ended', 'no-answer', 'failed', 'invalid-number', 'cancelled', 'held')`;
const HOUR_MS = 3_600_000;

/** What the promised calls have used in the last hour and 24 hours (docs/product/phone-callbacks.md#limits). */
export interface BudgetUse {
  callsLastHour: number;
  callsLastDay: number;
  minutesLastDay: number;
}

/** The verdict on one more call: promised to the assistant, or left for the team with the reason for the owner. */
export type CallbackDecision = { promised: "assistant" } | { promised: "team"; note: string };

/**
 * Taken before counting and storing, so that servers sharing a database decide one request at a time: N
 * simultaneous requests for one number, or a distributed flood, never get past a limit together.
 */
export async function lockBudget(tx: SqlExecutor): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended('parley.callbacks.budget', 0))");
}

export async function budgetUse(db: SqlExecutor, limits: CallLimits, now: Date): Promise<BudgetUse> {
  const { rows } = await db.query<{ last_hour: string; last_day: string; minutes: string }>(
    `select count(*) filter (where created_at > $1) as last_hour, count(*) as last_day,
            coalesce(sum(case when call_status in ${FINAL_STATUSES_SQL} then coalesce(call_duration_seconds, 0)
                              else $3 end), 0) / 60.0 as minutes
       from public.ai_call_requests where promised = 'assistant' and created_at > $2`,
    [new Date(now.getTime() - HOUR_MS), new Date(now.getTime() - 24 * HOUR_MS), limits.maxCallMinutes * 60],
  );
  const row = rows[0];
  return {
    callsLastHour: Number(row?.last_hour ?? 0),
    callsLastDay: Number(row?.last_day ?? 0),
    minutesLastDay: Math.round(Number(row?.minutes ?? 0) * 10) / 10,
  };
}

/**
 * Whether one more call to `e164` fits every limit. Counts the calls already promised (this request excluded, when
 * `exclude` names it), so the dialler can ask again before ringing. The caller holds `lockBudget`.
 */
export async function decideCallback(
  tx: SqlExecutor,
  e164: string,
  limits: CallLimits,
  now: Date,
  exclude?: string,
): Promise<CallbackDecision> {
  const { rows } = await tx.query<{ day: string; week: string }>(
    `select count(*) filter (where created_at > $2) as day, count(*) as week
       from public.ai_call_requests
      where promised = 'assistant' and phone_e164 = $1 and created_at > $3 and id is distinct from $4::uuid
        and call_status not in ('invalid-number', 'held', 'cancelled')`,
    [e164, new Date(now.getTime() - 24 * HOUR_MS), new Date(now.getTime() - 7 * 24 * HOUR_MS), exclude ?? null],
  );
  const number = { day: Number(rows[0]?.day ?? 0), week: Number(rows[0]?.week ?? 0) };
  if (number.day >= limits.perNumberPerDay)
    return team(`this number was already promised a call in the last 24 hours (limit ${limits.perNumberPerDay})`);
  if (number.week >= limits.perNumberPerWeek)
    return team(
      `this number was already promised ${number.week} calls in the last 7 days (limit ${limits.perNumberPerWeek})`,
    );
  const use = await budgetUse(tx, limits, now);
  // The request being decided is itself among the promised rows when the dialler asks again.
  const own = exclude ? 1 : 0;
  if (use.callsLastHour - own >= limits.perHour) return team(budgetReached("hourly", `${limits.perHour} calls`));
  if (use.callsLastDay - own >= limits.perDay) return team(budgetReached("daily", `${limits.perDay} calls`));
  const ownMinutes = exclude ? limits.maxCallMinutes : 0;
  if (use.minutesLastDay - ownMinutes + limits.maxCallMinutes > limits.minutesPerDay)
    return team(budgetReached("daily", `${limits.minutesPerDay} call minutes`));
  return { promised: "assistant" };
}

const team = (why: string): CallbackDecision => ({ promised: "team", note: `Left for the team: ${why}.` });
const budgetReached = (period: string, budget: string) => `the ${period} budget of ${budget} was reached`;

/** What the owner sees in `/healthz`: each budget's use against its limit. */
export function budgetReport(use: BudgetUse, limits: CallLimits) {
  return {
    calls_last_hour: { used: use.callsLastHour, limit: limits.perHour },
    calls_last_24h: { used: use.callsLastDay, limit: limits.perDay },
    minutes_last_24h: { used: use.minutesLastDay, limit: limits.minutesPerDay },
  };
}
