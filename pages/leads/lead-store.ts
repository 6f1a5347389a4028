/** Rows the site inserts (docs/product/leads-and-data.md#stored-records); anon may only insert these columns. */
export type ContactLead = { name: string; email: string; business: string; phone: string; message: string };
export type NewsletterLead = { email: string };
export type CallRequestLead = {
  full_name: string;
  business_email: string;
  phone_number: string;
  /** docs/product/leads-and-data.md#stored-records: always 'requested'; the table's policy refuses anything else from anon. */
  call_status: "requested";
};

export type LeadTable = "contacts" | "newsletter_subscriptions" | "ai_call_requests";

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
}

/** The store is misconfigured (e.g. 'supabaseKey is required.'): no submission can work until it is fixed. */
export class LeadStoreConfigError extends Error {
  override name = "LeadStoreConfigError";
}
