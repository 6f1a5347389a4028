import * as React from "react";
import type { CallbackService } from "./callback-service";
import type { ContactNotifier } from "./email-notifier";
import type { LeadStore } from "./lead-store";

/** The services a provider is given; whatever is left out is the real one (lead-services.ts). */
export type LeadServiceChoices = {
  /** Default: the real supabase-js store, configured by VITE_SUPABASE_* (nothing loads until the first insert). */
  store?: LeadStore;
  /** Default: EmailJS when VITE_EMAILJS_* are set, else none. Pass null to switch notifications off. */
  notifier?: ContactNotifier | null;
  /** Default: the server's callback endpoints. Stories pass a double (no server of ours answers there). */
  callbacks?: CallbackService;
};

const LeadServicesContext = React.createContext<LeadServiceChoices | null>(null);

export type LeadStoreProviderProps = LeadServiceChoices & { children: React.ReactNode };

/**
 * Gives pages the real lead store; stories and tests pass a double (`store={fakeStore}`). It only passes the choices
 * on: the real services are built by the forms' code (lead-services.ts), so none of it ships with a page's first view.
 */
export function LeadStoreProvider({ store, notifier, callbacks, children }: LeadStoreProviderProps) {
  const value = React.useMemo(() => ({ store, notifier, callbacks }), [store, notifier, callbacks]);
  return <LeadServicesContext.Provider value={value}>{children}</LeadServicesContext.Provider>;
}

/** The provider's choices (lead-services.ts fills in the rest). */
export function useLeadServiceChoices(): LeadServiceChoices {
  const choices = React.useContext(LeadServicesContext);
  if (!choices) throw new Error("useLeadStore must be used inside <LeadStoreProvider>");
  return choices;
}
