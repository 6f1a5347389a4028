/** Rows the site inserts (docs/product/leads-and-data.md#stored-records); anon may only insert these columns. */
/**
 * Why a submission looks like a bot (the hidden honeypot field filled, or sent sooner than a person fills the form):
 * such a row is stored with the reason, never dropped (docs/product/leads-and-data.md#quarantine).
 */
export type QuarantineReason = "honeypot" | "too-fast";
type Quarantined = { quarantine?: QuarantineReason };

export type ContactLead = {
  name: string;
  email: string;
  business: string;
  phone: string;
  message: string;
} & Quarantined;
export type NewsletterLead = { email: string } & Quarantined;
export type CallRequestLead = {
  full_name: string;
  business_email: string;
  phone_number: string;
  /** docs/product/leads-and-data.md#stored-records: always 'requested'; the table's policy refuses anything else from anon. */
  call_status: "requested";
  /** Details given before a live browser call, which nobody rings; absent for a phone request (the default). */
  call_channel?: "browser";
} & Quarantined;

/** 'Email my estimate': the five slider values and the figures shown, unrounded. */
export type RoiEstimateLead = {
  email: string;
  attendees: number;
  registration_rate: number;
  ticket_value: number;
  admin_hours: number;
  staff_cost: number;
  current_registrations: number;
  projected_registrations: number;
  extra_revenue: number;
  hours_saved: number;
  monthly_savings: number;
  payback_months: number;
} & Quarantined;

export type LeadTable = "contacts" | "newsletter_subscriptions" | "ai_call_requests" | "roi_estimates";

/** The backend's refusal as supabase-js reports it: HTTP status (0 = no answer) and PostgREST's error fields. */
export type StoreError = {
  status: number;
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
};

export type StoreResult = { ok: true } | { ok: false; error: StoreError };

/**
 * Where the site's lead forms write. The real one is `createSupabaseLeadStore`; stories and tests provide
 * doubles through `LeadStoreProvider`. Backend refusals resolve as `{ ok: false }`; a store that cannot be
 * created at all (configuration) rejects with `LeadStoreConfigError`.
 */
export interface LeadStore {
  insertContact(lead: ContactLead): Promise<StoreResult>;
  insertNewsletterSubscription(lead: NewsletterLead): Promise<StoreResult>;
  insertCallRequest(lead: CallRequestLead): Promise<StoreResult>;
  insertRoiEstimate(lead: RoiEstimateLead): Promise<StoreResult>;
}

/** The store is misconfigured (e.g. 'supabaseKey is required.'): no submission can work until it is fixed. */
export class LeadStoreConfigError extends Error {
  override name = "LeadStoreConfigError";
}
