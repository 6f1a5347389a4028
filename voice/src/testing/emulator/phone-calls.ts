// The platform's side of an outbound phone call: the server messages it POSTs to the call's webhook URL, in the
// platform's order, while the stored call moves from queued to ended. Lets a server's webhook handling be tested
// offline, including replays and messages that arrive out of order.
import type { Doc, Store } from "./routes.ts";

export type PhoneCallOutcome = "answered" | "no-answer" | "busy" | "failed";
export const PHONE_CALL_OUTCOMES: readonly PhoneCallOutcome[] = ["answered", "no-answer", "busy", "failed"];

export interface PlayPhoneCallOptions {
  /** Webhook URL. Default: the call's `assistantOverrides.server.url`, else its `assistant.server.url`. */
  url?: string;
  /** Headers sent with each message. Default: the `headers` beside the URL the call names. */
  headers?: Record<string, string>;
  /** Length of an answered call. Default 42; unanswered calls last 0 s. */
  durationSeconds?: number;
  /** Summary in the end-of-call report of an answered call. */
  summary?: string;
  /** "reverse": the same messages, newest first (the platform does not promise order). */
  order?: "reverse";
}

/** The `message` of a server message, as the platform sends it. */
export interface ServerMessage {
  type: "status-update" | "end-of-call-report";
  /** Milliseconds since the epoch; increases from one message of a call to the next. */
  timestamp: number;
  /** The stored call as it was when the message was made. */
  call: Doc;
  customer?: unknown;
  phoneNumberId?: unknown;
  status?: string;
  endedReason?: string;
  durationSeconds?: number;
  startedAt?: string;
  endedAt?: string;
  summary?: string;
  analysis?: { summary: string };
}

/** One POST of a server message: what was sent and what the webhook answered. */
export interface WebhookDelivery {
  type: string;
  /** The call status a status-update reported. */
  status?: string;
  /** The webhook's HTTP status; 0 when it could not be reached or did not answer in time. */
  httpStatus: number;
  /** The message sent, for sending it again with `sendServerMessage`. */
  message: ServerMessage;
}

const ENDED_REASONS: Record<PhoneCallOutcome, string> = {
  answered: "customer-ended-call",
  "no-answer": "customer-did-not-answer",
  busy: "customer-busy",
  failed: "twilio-failed-to-connect-call",
};
const DEFAULT_DURATION_SECONDS = 42;
const DEFAULT_SUMMARY = "The caller asked about automating event registrations.";
/** A webhook that hangs must not hang the test that plays the call. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** POSTs `{ message }` as the platform does. Resolves to the HTTP status, 0 when the server could not be reached. */
export async function sendServerMessage(
  url: string,
  headers: Record<string, string>,
  message: ServerMessage | Doc,
): Promise<number> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

interface Server {
  url?: string;
  headers?: Record<string, string>;
}
/** `holder.server`: the webhook an assistant or its overrides name. */
const serverOf = (holder: unknown): Server => (holder as { server?: Server } | null | undefined)?.server ?? {};

interface Step {
  at: number;
  type: ServerMessage["type"];
  /** Fields the stored call takes at this step. */
  changes: Doc;
  /** Fields of the message besides the envelope. */
  fields: Partial<ServerMessage>;
}

/**
 * The messages of one outcome, on a simulated clock that ends now (an answered call began `durationSeconds` ago), so
 * every timestamp increases and none is in the future.
 */
function stepsOf(outcome: PhoneCallOutcome, options: PlayPhoneCallOptions): Step[] {
  const endedReason = ENDED_REASONS[outcome];
  const answered = outcome === "answered";
  const durationSeconds = answered ? (options.durationSeconds ?? DEFAULT_DURATION_SECONDS) : 0;
  const endAt = Date.now() - 1;
  // At least 1 ms before the end, so timestamps still increase when a call lasts 0 s.
  const startAt = endAt - Math.max(durationSeconds * 1000, 1);
  const ringAt = startAt - 1;
  const startedAt = new Date(startAt).toISOString();
  const endedAt = new Date(endAt).toISOString();
  const summary = options.summary ?? DEFAULT_SUMMARY;

  const steps: Step[] = [];
  if (outcome !== "failed")
    steps.push({ at: ringAt, type: "status-update", changes: { status: "ringing" }, fields: { status: "ringing" } });
  if (answered)
    steps.push({
      at: startAt,
      type: "status-update",
      changes: { status: "in-progress", startedAt },
      fields: { status: "in-progress" },
    });
  steps.push({
    at: endAt,
    type: "status-update",
    changes: { status: "ended", endedReason, endedAt },
    fields: { status: "ended", endedReason },
  });
  steps.push({
    at: endAt + 1,
    type: "end-of-call-report",
    changes: answered ? { analysis: { summary } } : {},
    fields: answered
      ? { endedReason, durationSeconds, startedAt, endedAt, summary, analysis: { summary } }
      : { endedReason, durationSeconds, endedAt },
  });
  return steps;
}

/** Plays `outcome` for a stored call: POSTs each server message and updates the call before sending it. */
export async function playPhoneCall(
  store: Store,
  callId: string,
  outcome: PhoneCallOutcome,
  options: PlayPhoneCallOptions = {},
): Promise<WebhookDelivery[]> {
  const call = store.collection("/call").get(callId);
  if (!call) throw new Error(`playPhoneCall: no call ${callId} in the emulator`);
  const url = options.url ?? serverOf(call.assistantOverrides).url ?? serverOf(call.assistant).url;
  if (!url)
    throw new Error(
      `playPhoneCall: call ${callId} has no webhook URL: pass options.url or create the call with assistantOverrides.server.url or assistant.server.url`,
    );
  const headers =
    options.headers ?? serverOf(call.assistantOverrides).headers ?? serverOf(call.assistant).headers ?? {};

  const advance = (step: Step): ServerMessage => {
    Object.assign(call, step.changes, { updatedAt: new Date(step.at).toISOString() });
    const envelope = { type: step.type, timestamp: step.at, call: structuredClone(call) };
    return { ...envelope, customer: call.customer, phoneNumberId: call.phoneNumberId, ...step.fields };
  };
  const deliver = async (message: ServerMessage): Promise<WebhookDelivery> => ({
    type: message.type,
    ...(message.type === "status-update" ? { status: message.status } : {}),
    httpStatus: await sendServerMessage(url, headers, message),
    message,
  });

  const steps = stepsOf(outcome, options);
  const deliveries: WebhookDelivery[] = [];
  if (options.order === "reverse") {
    // The call reaches its end first; then the server hears about it newest message first.
    const messages = steps.map(advance).reverse();
    for (const message of messages) deliveries.push(await deliver(message));
  } else for (const step of steps) deliveries.push(await deliver(advance(step)));
  return deliveries;
}
