// `GET /api/callbacks`: what the site tells a visitor who has just asked to be called
// (docs/product/phone-callbacks.md#what-the-site-says). The answer's type and path are the site's (pages/leads/).
import type { ServerResponse } from "node:http";
import { CALLBACK_PLAN_PATH, type CallbackPlan } from "../../pages/leads/callback-plan.ts";
import type { CallbackConfig } from "./callback-config.ts";
import { nextOpening } from "./calling-window.ts";

export { CALLBACK_PLAN_PATH };

export function callbackPlan(config: CallbackConfig | null, now: Date): CallbackPlan {
  if (!config) return { callbacks: "off" };
  const opening = nextOpening(config.window, now);
  return opening.getTime() === now.getTime()
    ? { callbacks: "on", open: true }
    : { callbacks: "on", open: false, opensAt: opening.toISOString(), timeZone: config.window.timeZone };
}

/** `GET /api/callbacks`: whether requests are rung, and when the calling window next opens. */
export function handleCallbackPlan(res: ServerResponse, config: CallbackConfig | null, now: Date) {
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(callbackPlan(config, now)));
}
