export type {
  CallRequestLead,
  ContactLead,
  LeadStore,
  LeadTable,
  NewsletterLead,
  StoreError,
  StoreResult,
} from "./lead-store";
export { LeadStoreConfigError } from "./lead-store";
export {
  CONTACT_TOAST_MS,
  createLeadActions,
  leadMessages,
  MIN_FILL_MS,
  type ContactSubmission,
  type DemoCallSubmission,
  type EmailSubmission,
  type LeadActions,
  type LeadActionsOptions,
} from "./lead-actions";
export { createSupabaseLeadStore, supabaseConfigFromEnv } from "./supabase-store";
export { LOCAL_ANON_KEY } from "./local-anon-key";
export { createEmailJsNotifier, emailJsConfigFromEnv, type ContactNotifier } from "./email-notifier";
export { LeadStoreProvider, type LeadStoreProviderProps } from "./lead-store-context";
export { useLeadStore } from "./lead-services";
export { useLeadActions } from "./use-lead-actions";
export { createMemoryLeadStore, type MemoryLeadStore } from "./memory-lead-store";
export { createFakeCallbacks, type FakeCallbacks } from "./fake-callbacks";
