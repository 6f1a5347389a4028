import type {
  CallRequestLead,
  ContactLead,
  LeadStore,
  NewsletterLead,
  RoiEstimateLead,
  StoreError,
  StoreResult,
} from "./lead-store";

export type MemoryLeadStore = LeadStore & {
  readonly contacts: ContactLead[];
  readonly newsletterSubscriptions: NewsletterLead[];
  readonly callRequests: CallRequestLead[];
  readonly roiEstimates: RoiEstimateLead[];
  /** Makes every following insert fail with this error (null: back to storing). */
  failWith(error: StoreError | null): void;
};

/**
 * A lead store double for stories and tests: keeps rows in arrays and, like the real table, keeps a repeated
 * newsletter address (any case) once and answers it as stored.
 */
export function createMemoryLeadStore(): MemoryLeadStore {
  const contacts: ContactLead[] = [];
  const newsletterSubscriptions: NewsletterLead[] = [];
  const callRequests: CallRequestLead[] = [];
  const roiEstimates: RoiEstimateLead[] = [];
  let failure: StoreError | null = null;

  const store = <Row>(rows: Row[], row: Row): Promise<StoreResult> => {
    if (failure) return Promise.resolve({ ok: false, error: failure });
    rows.push(row);
    return Promise.resolve({ ok: true });
  };

  return {
    contacts,
    newsletterSubscriptions,
    callRequests,
    roiEstimates,
    failWith: (error) => {
      failure = error;
    },
    insertContact: (lead) => store(contacts, lead),
    insertCallRequest: (lead) => store(callRequests, lead),
    insertRoiEstimate: (lead) => store(roiEstimates, lead),
    insertNewsletterSubscription: (lead) => {
      const taken = newsletterSubscriptions.some((row) => row.email.toLowerCase() === lead.email.toLowerCase());
      if (taken && !failure) return Promise.resolve({ ok: true });
      return store(newsletterSubscriptions, lead);
    },
  };
}
