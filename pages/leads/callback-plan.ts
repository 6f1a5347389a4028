/**
 * Whether a demo request will be rung by the assistant, and when (docs/product/phone-callbacks.md#what-the-site-says):
 * the server's `GET /api/callbacks` (server/callbacks/callback-plan.ts). Where the site runs without that server
 * (hosted Supabase, Storybook) or it does not answer, requests are for the team.
 */
export type CallbackPlan =
  | { callbacks: "off" }
  | { callbacks: "on"; open: true }
  | { callbacks: "on"; open: false; opensAt: string; timeZone: string };

export const CALLBACK_PLAN_PATH = "/api/callbacks";
const TEAM: CallbackPlan = { callbacks: "off" };

/** The server's plan, or "off" after `timeoutMs` or on any failure: the visitor's confirmation never waits long. */
export async function fetchCallbackPlan(fetchPlan: typeof fetch = fetch, timeoutMs = 3000): Promise<CallbackPlan> {
  try {
    const response = await fetchPlan(CALLBACK_PLAN_PATH, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return TEAM;
    const plan = (await response.json()) as Partial<{
      callbacks: string;
      open: boolean;
      opensAt: string;
      timeZone: string;
    }>;
    if (plan.callbacks !== "on") return TEAM;
    if (plan.open === true) return { callbacks: "on", open: true };
    const opensAt = typeof plan.opensAt === "string" && !Number.isNaN(Date.parse(plan.opensAt)) ? plan.opensAt : null;
    return opensAt && typeof plan.timeZone === "string"
      ? { callbacks: "on", open: false, opensAt, timeZone: plan.timeZone }
      : TEAM;
  } catch {
    return TEAM;
  }
}

/** "Monday 30 November at 09:00 GMT": the opening in the calling window's own zone, as the visitor will be rung. */
export function formatOpening(opensAt: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    }).formatToParts(new Date(opensAt));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
    return `${part("weekday")} ${part("day")} ${part("month")} at ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
  } catch {
    return new Date(opensAt).toUTCString();
  }
}
