import type { SqlExecutor } from "../db/database.ts";
import { budgetReport, budgetUse } from "./call-budget.ts";
import type { CallbackConfig } from "./callback-config.ts";

/**
 * The `callbacks` part of `/healthz` (docs/product/phone-callbacks.md#what-the-owner-sees): each budget's use, and
 * whether the platform's webhooks arrive. Calls finished by asking the platform (no final webhook came) and placed
 * calls still waiting for one mean the platform cannot reach VAPI_WEBHOOK_URL, or never calls it.
 */
export async function callbackHealth(db: SqlExecutor, config: CallbackConfig, now: Date) {
  const use = await budgetUse(db, config.limits, now);
  const { rows } = await db.query<{ waiting: string; reconciled: string }>(
    `select count(*) filter (where final_report_at is null and platform_call_id is not null
                               and call_status in ('queued', 'ringing', 'in-progress', 'forwarding')) as waiting,
            count(*) filter (where final_report_at is not null and checked_at is not null) as reconciled
       from public.ai_call_requests where promised = 'assistant' and created_at > $1`,
    [new Date(now.getTime() - 24 * 3_600_000)],
  );
  const waiting = Number(rows[0]?.waiting ?? 0);
  const reconciled = Number(rows[0]?.reconciled ?? 0);
  return {
    ...budgetReport(use, config.limits),
    calls_waiting_for_report: waiting,
    calls_finished_without_webhook_24h: reconciled,
    webhooks: reconciled > 0 ? "missing: check that the platform can reach VAPI_WEBHOOK_URL" : "ok",
  };
}
