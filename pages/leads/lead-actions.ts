/**
 * The site's lead-form actions: one line to wire a form, e.g. `<ContactForm onSubmit={actions.submitContact} />`.
 *
 * Every action resolves (never rejects) to the forms' `SubmitResult` (ui/lib/submit-result.ts):
 *
 *   { ok: true }                                   stored (a bot-looking one in quarantine): the form resets
 *   { ok: false, fieldErrors?: { [field]: text },  refused: the form keeps what was typed, shows each text on
 *                message?: text }                  its field (field names are the form's: name, email, …) and
 *                                                  `message` as a form-level alert
 *
 * and shows the toast of docs/product/messages.md#toasts (through notify: constants.md#notifications durations, exact strings, 5 s on the contact area). Rules:
 * - contact → `contacts`. Stored: 'Thank you! Your message has been received.', then a best-effort EmailJS
 *   notification whose failure is only logged. The backend refused or could not be reached: the contact
 *   service's error 'Failed to save contact information'. The server rejected a field's value (23514/23502/
 *   413): 'Failed to save your message' with the field errors. Anything thrown: 'An unexpected error occurred'.
 * - newsletter → `newsletter_subscriptions`: 'Successfully subscribed to newsletter!' / 'Failed to subscribe.
 *   Please try again.' (the newsletter service throws 'Failed to subscribe to newsletter').
 * - ROI email → `newsletter_subscriptions` (as the copy promises updates) and `roi_estimates` (the five inputs and
 *   the figures shown); with an estimate template configured, the visitor is e-mailed the estimate: 'ROI estimate
 *   saved! You'll receive updates on AI automation insights.' / 'Failed to save your email. Please try again.'
 * - demo-call details → `ai_call_requests` (call_status 'requested'): 'Information saved! Starting AI call...' /
 *   'Failed to save your information. Please try again.' The row says 'browser': a live call follows, nobody rings.
 *   Where no live call can start (or the visitor's microphone cannot be used), it is a phone request. When our
 *   server rings requests, it goes to the server with the human check's proof, and the server decides before
 *   storing anything: a number outside its policy is refused on the phone field, and the success says what it
 *   promised (the assistant rings shortly or when calling hours open, or the team will be in touch:
 *   phone-callbacks.md#what-the-site-says). Otherwise it is stored for the team. The result carries that text as
 *   `message` for the card.
 * - An address already subscribed (409/23505) is a success: nobody learns whether an address is on the list.
 * - A filled honeypot or a submit sooner than `minFillMs` after the form was shown (autofill and paste do this) is
 *   stored in quarantine (`quarantine`: 'honeypot' or 'too-fast'), never dropped, and answered like any other; no
 *   e-mail follows it (neither the owner's notification nor the visitor's estimate).
 * - A misconfigured store ('supabaseKey is required.'): a "temporarily unavailable" message with the support
 *   e-mail, as toast and form message; the form keeps what was typed.
 * - The network failed (no answer from the endpoint, or the code a submit needs could not be downloaded): the
 *   form's failure toast, and as form message what happened and that the typed text is kept (offline), or that
 *   the page was updated while open (a new deployment removed the code). The next submit tries everything again.
 */
import { notify } from "../../ui/primitives/toaster";
import { demoRequestedMessages } from "../content/demo-request";
import { contactSentMessage, newsletterSentMessage, roiSentMessage } from "../content/lead-confirmations";
import type { SubmitResult } from "../../ui/lib/submit-result";
import type { RoiEstimate } from "../../ui/sections/roi-calculator/roi-math";
import type { ContactNotifier } from "./email-notifier";
import { formatOpening, type CallbackPlan } from "./callback-plan";
import { serverCallbacks, type CallbackService } from "./callback-service";
import type { HumanCheckProof } from "./human-check";
import type { PhoneRequestAnswer } from "./phone-request";
import { fieldErrorsFor } from "./field-errors";
import { diagnoseCodeDownload, isCodeDownloadFailure, type NetworkFailure } from "./network-failure";
import {
  LeadStoreConfigError,
  type ContactLead,
  type LeadStore,
  type LeadTable,
  type QuarantineReason,
  type StoreError,
} from "./lead-store";

export const leadMessages = {
  contactSuccess: contactSentMessage,
  contactServiceError: "Failed to save contact information",
  contactFailure: "Failed to save your message",
  unexpected: "An unexpected error occurred",
  newsletterSuccess: newsletterSentMessage,
  newsletterFailure: "Failed to subscribe. Please try again.",
  newsletterServiceError: "Failed to subscribe to newsletter",
  roiSuccess: roiSentMessage,
  roiFailure: "Failed to save your email. Please try again.",
  demoSuccess: "Information saved! Starting AI call...",
  demoFailure: "Failed to save your information. Please try again.",
  rateLimited: "Too many submissions from your network. Please try again in an hour.",
  offline:
    "We could not reach our server, so nothing was sent. What you typed is still here: send it again once you are back online.",
  updated:
    "This page was updated while you had it open, so nothing was sent. Copy what you typed, reload the page and send it again.",
  unavailable: (supportEmail: string) =>
    `Sending is temporarily unavailable. Please email us at ${supportEmail}; what you typed is still here.`,
} as const;

/** docs/product/messages.md#toasts: "5 s on the contact area". */
export const CONTACT_TOAST_MS = 5000;
/** Research §6: people need more than ~2 s to fill a form; faster submits are quarantined like a honeypot hit. */
export const MIN_FILL_MS = 2000;

/** Sent by forms that carry the anti-spam signals (the hidden `website` field and when the form was shown). */
export type BotSignals = { honeypot?: string; startedAt?: number };
export type ContactSubmission = ContactLead & BotSignals;
export type EmailSubmission = { email: string } & BotSignals;
export type RoiEmailSubmission = EmailSubmission & { estimate: RoiEstimate };
export type DemoCallSubmission = { name: string; email: string; phone: string } & BotSignals;

export type LeadToast = {
  success(message: string, options?: { duration?: number }): unknown;
  error(message: string, options?: { duration?: number }): unknown;
};

export type LeadActionsOptions = {
  store: LeadStore;
  supportEmail: string;
  notifier?: ContactNotifier | null;
  toast?: LeadToast;
  minFillMs?: number;
  now?: () => number;
  /** Where a failed notification or unexpected error is reported (default console.error). */
  log?: (message: string, error: unknown) => void;
  /** Tells offline from a new deployment after a code download failed (default: asks the page's own URL). */
  diagnose?: () => Promise<NetworkFailure>;
  /** Our server's phone callbacks: plan, human check and requests (default: the server's endpoints). */
  callbacks?: CallbackService;
};

/** Properties, not methods: pages pass them around unbound (`onSubmit={actions.submitContact}`). */
export type LeadActions = {
  submitContact: (values: ContactSubmission) => Promise<SubmitResult>;
  subscribeNewsletter: (values: EmailSubmission) => Promise<SubmitResult>;
  saveRoiEmail: (values: RoiEmailSubmission) => Promise<SubmitResult>;
  requestDemoCall: (values: DemoCallSubmission) => Promise<SubmitResult>;
  /**
   * The same request where no live call can start: the assistant rings the visitor's phone (when our server is
   * configured for it and its policy and limits allow) or the team does. The result's `message` says which.
   */
  requestDemoCallBack: (values: DemoCallSubmission) => Promise<SubmitResult>;
  /** Starts what a phone request needs (the plan, the human check) ahead of its submit: call when the form opens. */
  prepareDemoCallBack: () => void;
  /** Resolves when background work (e-mails that follow a lead) has finished; for tests and graceful page exits. */
  settled: () => Promise<void>;
};

/** A service's refusal, carrying the backend error it came from. */
export class LeadServiceError extends Error {
  override name = "LeadServiceError";
  readonly storeError: StoreError;
  constructor(message: string, storeError: StoreError) {
    super(message);
    this.storeError = storeError;
  }
}

/** Contact service: stores the message or throws 'Failed to save contact information'. */
export async function saveContact(store: LeadStore, lead: ContactLead): Promise<void> {
  const result = await store.insertContact(lead);
  if (!result.ok) throw new LeadServiceError(leadMessages.contactServiceError, result.error);
}

/** Newsletter service: subscribes (an existing subscription counts) or throws 'Failed to subscribe to newsletter'. */
export async function subscribe(store: LeadStore, email: string, quarantine?: QuarantineReason): Promise<void> {
  const result = await store.insertNewsletterSubscription({ email, ...marked(quarantine) });
  if (result.ok || (result.error.status === 409 && result.error.code === "23505")) return;
  throw new LeadServiceError(leadMessages.newsletterServiceError, result.error);
}

/** ROI service: keeps what the visitor set and was shown, or throws the ROI form's failure message. */
async function saveEstimate(
  store: LeadStore,
  email: string,
  { inputs, results }: RoiEstimate,
  quarantine?: QuarantineReason,
): Promise<void> {
  const result = await store.insertRoiEstimate({
    email,
    attendees: inputs.attendees,
    registration_rate: inputs.registrationRate,
    ticket_value: inputs.ticketValue,
    admin_hours: inputs.adminHours,
    staff_cost: inputs.staffCost,
    current_registrations: results.currentRegistrations,
    projected_registrations: results.projectedRegistrations,
    extra_revenue: results.extraRevenue,
    hours_saved: results.hoursSaved,
    monthly_savings: results.monthlySavings,
    payback_months: results.paybackMonths,
    ...marked(quarantine),
  });
  if (!result.ok) throw new LeadServiceError(leadMessages.roiFailure, result.error);
}

/** Demo-call service: stores the details as a 'requested' call or throws the demo's failure message. */
/** A phone request leaves `call_channel` to the table's default ('phone'): the row is exactly the four stored fields. */
async function saveCallRequest(
  store: LeadStore,
  details: { name: string; email: string; phone: string },
  quarantine: QuarantineReason | undefined,
  channel?: "browser",
) {
  const result = await store.insertCallRequest({
    full_name: details.name.trim(),
    business_email: details.email.trim(),
    phone_number: details.phone.trim(),
    call_status: "requested",
    ...(channel ? { call_channel: channel } : {}),
    ...marked(quarantine),
  });
  if (!result.ok) throw new LeadServiceError(leadMessages.demoFailure, result.error);
}

/** The row's quarantine column, only when there is a reason (a person's row is exactly the fields they gave). */
const marked = (quarantine: QuarantineReason | undefined) => (quarantine ? { quarantine } : {});

/** The confirmation of a stored phone request: what the server promised when it stored it. */
export function demoRequestedMessage(answer: PhoneRequestAnswer): string {
  if (answer.promised === "team") return demoRequestedMessages.team;
  return answer.open
    ? demoRequestedMessages.soon
    : demoRequestedMessages.later(formatOpening(answer.opensAt, answer.timeZone));
}

export function createLeadActions({
  store,
  supportEmail,
  notifier = null,
  toast = notify,
  minFillMs = MIN_FILL_MS,
  now = Date.now,
  log = (message, error) => console.error(message, error),
  diagnose = diagnoseCodeDownload,
  callbacks = serverCallbacks,
}: LeadActionsOptions): LeadActions {
  const background = new Set<Promise<void>>();
  /** Work that follows a stored lead; its failure is logged, never shown (the lead is already stored). */
  const inBackground = (work: Promise<void>, failure: string) => {
    const tracked = work.catch((error: unknown) => log(failure, error));
    background.add(tracked);
    void tracked.finally(() => background.delete(tracked));
  };
  const networkFailure = (error: unknown) => networkFailureOf(error, diagnose);
  /** The plan and, when the server rings requests, a proof: one per request, started when the form opens. */
  let prepared: Promise<{ plan: CallbackPlan; proof: HumanCheckProof | null }> | null = null;
  const prepareCallBack = () =>
    (prepared ??= callbacks
      .plan()
      .then(async (plan) => ({ plan, proof: plan.callbacks === "on" ? await callbacks.proveHuman() : null })));

  const quarantineOf = ({ honeypot, startedAt }: BotSignals): QuarantineReason | undefined => {
    if (honeypot !== undefined && honeypot.trim() !== "") return "honeypot";
    if (startedAt !== undefined && now() - startedAt < minFillMs) return "too-fast";
    return undefined;
  };

  /**
   * The shared shape of every action: a bot-looking submission is saved in quarantine and answered the same; a store configuration
   * error becomes "temporarily unavailable"; a network failure says what happened (with `networkToast`, default
   * `failure`); other refusals are turned into a result by `onRefused`.
   */
  async function run(
    signals: BotSignals,
    table: LeadTable,
    /** `success` may be worked out once the save is done (what happens next can depend on the server). */
    messages: { success: string | (() => string); failure: string; networkToast?: string; duration?: number },
    save: (quarantine: QuarantineReason | undefined) => Promise<void>,
    onRefused?: (error: unknown) => SubmitResult,
  ): Promise<SubmitResult> {
    const options = messages.duration ? { duration: messages.duration } : undefined;
    try {
      await save(quarantineOf(signals));
      toast.success(typeof messages.success === "string" ? messages.success : messages.success(), options);
      return { ok: true };
    } catch (error) {
      if (error instanceof LeadStoreConfigError) {
        log("lead store unavailable", error);
        const message = leadMessages.unavailable(supportEmail);
        toast.error(message, options);
        return { ok: false, message };
      }
      const network = await networkFailure(error);
      if (network) {
        log("lead submission could not be sent", error);
        toast.error(messages.networkToast ?? messages.failure, options);
        return { ok: false, message: leadMessages[network] };
      }
      // A limited visitor reads the same words in the toast and beside the form.
      if (error instanceof LeadServiceError && error.storeError.status === 429) {
        toast.error(leadMessages.rateLimited, options);
        return { ok: false, message: leadMessages.rateLimited };
      }
      if (onRefused) return onRefused(error);
      toast.error(messages.failure, options);
      return refusal(table, error, messages.failure);
    }
  }

  return {
    submitContact: ({ honeypot, startedAt, ...values }) => {
      const lead: ContactLead = {
        name: values.name.trim(),
        email: values.email.trim(),
        business: values.business.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
      };
      const contact = {
        success: leadMessages.contactSuccess,
        failure: leadMessages.contactFailure,
        networkToast: leadMessages.contactServiceError,
        duration: CONTACT_TOAST_MS,
      };
      return run(
        { honeypot, startedAt },
        "contacts",
        contact,
        async (quarantine) => {
          await saveContact(store, { ...lead, ...marked(quarantine) });
          if (!notifier || quarantine) return;
          inBackground(notifier.notifyContact(lead), "contact notification failed (the message is stored)");
        },
        (error) => {
          const duration = { duration: CONTACT_TOAST_MS };
          if (!(error instanceof LeadServiceError)) {
            log("contact submission failed unexpectedly", error);
            toast.error(leadMessages.unexpected, duration);
            return { ok: false, message: leadMessages.unexpected };
          }
          const result = refusal("contacts", error, error.message);
          toast.error(result.fieldErrors ? leadMessages.contactFailure : error.message, duration);
          return result;
        },
      );
    },
    subscribeNewsletter: ({ email, ...signals }) =>
      run(
        signals,
        "newsletter_subscriptions",
        { success: leadMessages.newsletterSuccess, failure: leadMessages.newsletterFailure },
        (quarantine) => subscribe(store, email.trim(), quarantine),
      ),
    saveRoiEmail: ({ email, estimate, ...signals }) =>
      run(
        signals,
        "roi_estimates",
        { success: leadMessages.roiSuccess, failure: leadMessages.roiFailure },
        async (quarantine) => {
          const address = email.trim();
          // Subscribing first: it is idempotent (an existing subscription counts), so a retry after a failed
          // estimate stores the estimate once.
          await subscribe(store, address, quarantine);
          await saveEstimate(store, address, estimate, quarantine);
          if (notifier && !quarantine)
            inBackground(notifier.sendEstimate(address, estimate), "ROI estimate e-mail failed (it is stored)");
        },
      ),
    requestDemoCall: ({ name, email, phone, ...signals }) =>
      run(
        signals,
        "ai_call_requests",
        { success: leadMessages.demoSuccess, failure: leadMessages.demoFailure },
        (quarantine) => saveCallRequest(store, { name, email, phone }, quarantine, "browser"),
      ),
    requestDemoCallBack: async ({ name, email, phone, ...signals }) => {
      let confirmation: string = demoRequestedMessages.team;
      const result = await run(
        signals,
        "ai_call_requests",
        { success: () => confirmation, failure: leadMessages.demoFailure },
        async (quarantine) => {
          const { plan, proof } = await prepareCallBack();
          prepared = null;
          if (plan.callbacks === "off") {
            await saveCallRequest(store, { name, email, phone }, quarantine);
            return;
          }
          // A bot-looking request still goes to the server: its number is checked (an autofilled premium number gets
          // the field message), then it is kept in quarantine, never rung, and the visitor told the team follows up.
          const details = { name: name.trim(), email: email.trim(), phone: phone.trim() };
          const sent = await callbacks.request(details, proof, quarantine);
          if (!sent.ok) throw new LeadServiceError(leadMessages.demoFailure, sent.error);
          confirmation = demoRequestedMessage(sent.answer);
        },
        (error) => {
          toast.error(leadMessages.demoFailure);
          // The human check failed: its own words, as the form's message (the field values were fine).
          if (error instanceof LeadServiceError && error.storeError.code === "human_check")
            return { ok: false, message: error.storeError.message };
          return refusal("ai_call_requests", error, leadMessages.demoFailure);
        },
      );
      return result.ok ? { ok: true, message: confirmation } : result;
    },
    prepareDemoCallBack: () => {
      void prepareCallBack();
    },
    settled: async () => {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}

/** The network's part in a failure, or null when the failure is not the network's. */
async function networkFailureOf(
  error: unknown,
  diagnose: () => Promise<NetworkFailure>,
): Promise<NetworkFailure | null> {
  if (isCodeDownloadFailure(error)) return diagnose();
  // supabase-js reports a fetch that got no answer as status 0.
  if (error instanceof LeadServiceError && error.storeError.status === 0) return "offline";
  return null;
}

/** A refusal as a form result: field errors when the server named a field, else the message. */
function refusal(table: LeadTable, error: unknown, message: string): Extract<SubmitResult, { ok: false }> {
  if (!(error instanceof LeadServiceError)) return { ok: false, message };
  const fieldErrors = fieldErrorsFor(table, error.storeError);
  if (fieldErrors) return { ok: false, fieldErrors };
  return { ok: false, message };
}
