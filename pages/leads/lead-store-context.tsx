import * as React from "react";
import { createEmailJsNotifier, emailJsConfigFromEnv, type ContactNotifier } from "./email-notifier";
import type { CallbackPlan } from "./callback-plan";
import type { LeadStore } from "./lead-store";
import { createSupabaseLeadStore } from "./supabase-store";

type LeadServices = {
  store: LeadStore;
  notifier: ContactNotifier | null;
  /** Whether stored phone requests are rung, and when; undefined: ask the server (GET /api/callbacks). */
  callbackPlan?: () => Promise<CallbackPlan>;
};

const LeadStoreContext = React.createContext<LeadServices | null>(null);

export type LeadStoreProviderProps = {
  /** Default: the real supabase-js store, configured by VITE_SUPABASE_* (nothing loads until the first insert). */
  store?: LeadStore;
  /** Default: EmailJS when VITE_EMAILJS_* are set, else none. Pass null to switch notifications off. */
  notifier?: ContactNotifier | null;
  /** Default: the server's GET /api/callbacks. Stories pass a fixed plan (no server of ours answers there). */
  callbackPlan?: () => Promise<CallbackPlan>;
  children: React.ReactNode;
};

/** Gives pages the real lead store; stories and tests pass a double (`store={fakeStore}`). */
export function LeadStoreProvider({ store, notifier, callbackPlan, children }: LeadStoreProviderProps) {
  // Built once; creating the real store loads nothing (supabase-js is imported on the first insert).
  const [fallback] = React.useState(() => ({ store: createSupabaseLeadStore(), notifier: emailJsNotifierFromEnv() }));
  const resolvedStore = store ?? fallback.store;
  const resolvedNotifier = notifier === undefined ? fallback.notifier : notifier;
  const value = React.useMemo(
    () => ({ store: resolvedStore, notifier: resolvedNotifier, callbackPlan }),
    [resolvedStore, resolvedNotifier, callbackPlan],
  );
  return <LeadStoreContext.Provider value={value}>{children}</LeadStoreContext.Provider>;
}

function emailJsNotifierFromEnv(): ContactNotifier | null {
  const emailJs = emailJsConfigFromEnv();
  return emailJs ? createEmailJsNotifier(emailJs) : null;
}

/** The store and notifier the provider gives (the form actions are built on them in `useLeadActions`). */
export function useLeadServices(): LeadServices {
  const services = React.useContext(LeadStoreContext);
  if (!services) throw new Error("useLeadStore must be used inside <LeadStoreProvider>");
  return services;
}

export function useLeadStore(): LeadStore {
  return useLeadServices().store;
}
