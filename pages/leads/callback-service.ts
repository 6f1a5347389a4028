import { fetchCallbackPlan, type CallbackPlan } from "./callback-plan";
import { solveHumanCheck, type HumanCheckProof } from "./human-check";
import type { QuarantineReason } from "./lead-store";
import { sendPhoneRequest, type PhoneRequestDetails, type PhoneRequestResult } from "./phone-request";

/**
 * Our server's phone callbacks as the site uses them (docs/product/phone-callbacks.md#safety). Stories and tests pass
 * a double through `LeadStoreProvider`: no server of ours answers there.
 */
export interface CallbackService {
  /** Whether stored phone requests are rung, and when (GET /api/callbacks); "off" wherever it does not answer. */
  plan(): Promise<CallbackPlan>;
  /** The human check's proof for one request, solved while the visitor types; null when it could not be made. */
  proveHuman(): Promise<HumanCheckProof | null>;
  /** The request, decided by the server: refused, or stored with what the visitor is promised. */
  request(
    details: PhoneRequestDetails,
    proof: HumanCheckProof | null,
    quarantine?: QuarantineReason,
  ): Promise<PhoneRequestResult>;
}

export const serverCallbacks: CallbackService = {
  plan: () => fetchCallbackPlan(),
  proveHuman: () => solveHumanCheck(),
  request: (details, proof, quarantine) => sendPhoneRequest(details, proof, quarantine),
};
