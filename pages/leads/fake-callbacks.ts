import type { CallbackPlan } from "./callback-plan";
import type { CallbackService } from "./callback-service";
import type { HumanCheckProof } from "./human-check";
import type { QuarantineReason } from "./lead-store";
import type { PhoneRequestAnswer, PhoneRequestDetails, PhoneRequestResult } from "./phone-request";

export type FakeCallbacks = CallbackService & {
  /** The requests the fake server received, with the proof each carried. */
  readonly requests: { details: PhoneRequestDetails; proof: HumanCheckProof | null; quarantine?: QuarantineReason }[];
  /** How many proofs were asked for (one per request, started when the form opens). */
  readonly proofsMade: number;
};

/** A stand-in proof: the fake server only checks that one came. */
const fakeProof = (n: number): HumanCheckProof => ({
  challenge: {
    parameters: { algorithm: "SHA-256", nonce: `n${n}`, salt: "s", cost: 1, keyLength: 32, keyPrefix: "00" },
  },
  solution: { counter: n, derivedKey: "00" },
});

/**
 * Our server's callbacks for stories and tests (no server of ours answers there): the plan is the story's, and
 * a request is answered as the real server would: refused without a proof, else with `answer` (or, with callbacks
 * on, the assistant's call) or the refusal `refuse` returns for it.
 */
export function createFakeCallbacks(
  plan: CallbackPlan,
  options: {
    answer?: PhoneRequestAnswer;
    refuse?: (details: PhoneRequestDetails) => Extract<PhoneRequestResult, { ok: false }>["error"] | null;
  } = {},
): FakeCallbacks {
  const requests: FakeCallbacks["requests"] = [];
  let proofsMade = 0;
  return {
    requests,
    get proofsMade() {
      return proofsMade;
    },
    plan: () => Promise.resolve(plan),
    proveHuman: () => Promise.resolve(fakeProof(++proofsMade)),
    request: (details, proof, quarantine) => {
      if (!proof)
        return Promise.resolve({
          ok: false,
          error: { status: 403, code: "human_check", message: "no proof", details: null, hint: null },
        });
      const refused = options.refuse?.(details) ?? null;
      if (refused) return Promise.resolve({ ok: false, error: refused });
      requests.push({ details, proof, ...(quarantine ? { quarantine } : {}) });
      const answer: PhoneRequestAnswer =
        options.answer ??
        (plan.callbacks === "off" || quarantine
          ? { promised: "team" }
          : plan.open
            ? { promised: "assistant", open: true }
            : { promised: "assistant", open: false, opensAt: plan.opensAt, timeZone: plan.timeZone });
      return Promise.resolve({ ok: true, answer });
    },
  };
}
