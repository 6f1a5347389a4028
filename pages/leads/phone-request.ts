/**
 * A phone demo request through our server (docs/product/phone-callbacks.md#safety): `POST /api/callbacks/requests`
 * with the human check's proof. The server decides what the visitor is promised before anything is stored, and its
 * answer is what the confirmation says: it is never contradicted later.
 */
import type { QuarantineReason, StoreError } from "./lead-store";

export const PHONE_REQUEST_PATH = "/api/callbacks/requests";

/** What the server promised: the assistant rings (now or when calling hours open), or the team follows up. */
export type PhoneRequestAnswer =
  | { promised: "team" }
  | { promised: "assistant"; open: true }
  | { promised: "assistant"; open: false; opensAt: string; timeZone: string };

export type PhoneRequestResult = { ok: true; answer: PhoneRequestAnswer } | { ok: false; error: StoreError };

export type PhoneRequestDetails = { name: string; email: string; phone: string };

/**
 * Sends the request (with the page's quarantine reason when it looked like a bot: the server keeps it for the owner
 * and never rings it); a refusal resolves like a lead store's (status and the server's code and message).
 */
export async function sendPhoneRequest(
  details: PhoneRequestDetails,
  proof: unknown,
  quarantine?: QuarantineReason,
  fetchRequest: typeof fetch = fetch,
): Promise<PhoneRequestResult> {
  let response: Response;
  try {
    response = await fetchRequest(PHONE_REQUEST_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...details, proof, ...(quarantine ? { quarantine } : {}) }),
    });
  } catch (error) {
    // No answer at all: the lead actions tell offline from the rest by status 0, as with supabase-js.
    return { ok: false, error: storeError(0, null, error instanceof Error ? error.message : String(error)) };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = typeof body.code === "string" ? body.code : null;
    return {
      ok: false,
      error: storeError(response.status, code, typeof body.message === "string" ? body.message : ""),
    };
  }
  if (body.promised === "assistant" && body.open === true)
    return { ok: true, answer: { promised: "assistant", open: true } };
  if (body.promised === "assistant" && typeof body.opensAt === "string" && typeof body.timeZone === "string")
    return {
      ok: true,
      answer: { promised: "assistant", open: false, opensAt: body.opensAt, timeZone: body.timeZone },
    };
  return { ok: true, answer: { promised: "team" } };
}

const storeError = (status: number, code: string | null, message: string): StoreError => ({
  status,
  code,
  message,
  details: null,
  hint: null,
});
