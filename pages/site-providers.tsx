import type * as React from "react";
import { LeadStoreProvider, type LeadStoreProviderProps } from "./leads";

export type SiteProvidersProps = {
  /** Default: the real lead store (supabase-js, loaded on the first insert). Stories and tests pass a double. */
  leadStore?: LeadStoreProviderProps["store"];
  /** Default: EmailJS when configured. Stories pass null. */
  notifier?: LeadStoreProviderProps["notifier"];
  children: React.ReactNode;
};

/** The services every page can use, real by default; the one place stories and tests swap in doubles. */
export function SiteProviders({ leadStore, notifier, children }: SiteProvidersProps) {
  return (
    <LeadStoreProvider store={leadStore} notifier={notifier}>
      {children}
    </LeadStoreProvider>
  );
}
