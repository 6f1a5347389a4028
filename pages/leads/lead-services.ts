import * as React from "react";
import type { CallbackService } from "./callback-service";
import { createEmailJsNotifier, emailJsConfigFromEnv, type ContactNotifier } from "./email-notifier";
import type { LeadStore } from "./lead-store";
import { useLeadServiceChoices } from "./lead-store-context";
import { createSupabaseLeadStore } from "./supabase-store";

export type LeadServices = {
  store: LeadStore;
  notifier: ContactNotifier | null;
  /** Our server's phone callbacks; undefined: the server's own endpoints. */
  callbacks?: CallbackService;
};

let real: Omit<LeadServices, "callbacks"> | undefined;

/** The build's own store and notifier, made once per page on first use; making them loads nothing yet. */
function realServices(): Omit<LeadServices, "callbacks"> {
  if (!real) {
    const emailJs = emailJsConfigFromEnv();
    real = { store: createSupabaseLeadStore(), notifier: emailJs ? createEmailJsNotifier(emailJs) : null };
  }
  return real;
}

/** The store and notifier the provider chose, the real ones where it chose none (the form actions are built on them). */
export function useLeadServices(): LeadServices {
  const { store, notifier, callbacks } = useLeadServiceChoices();
  return React.useMemo(
    () => ({
      store: store ?? realServices().store,
      notifier: notifier === undefined ? realServices().notifier : notifier,
      callbacks,
    }),
    [store, notifier, callbacks],
  );
}

export function useLeadStore(): LeadStore {
  return useLeadServices().store;
}
