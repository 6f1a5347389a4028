import * as React from "react";
import { config } from "../config";
import { createLeadActions, type LeadActions, type LeadActionsOptions } from "./lead-actions";
import { useLeadServices } from "./lead-services";

// Apart from the provider: the actions' code loads with the forms that use them, not with the page's first view.
/**
 * The form actions for this page: `const actions = useLeadActions();` then `onSubmit={actions.submitContact}`.
 * Options override the defaults (sonner's toast, the site's support e-mail).
 */
export function useLeadActions(
  options: Partial<Omit<LeadActionsOptions, "store" | "notifier" | "callbacks">> = {},
): LeadActions {
  const { store, notifier, callbacks } = useLeadServices();
  const { supportEmail = config.supportEmail, toast, minFillMs, now, log } = options;
  return React.useMemo(
    () => createLeadActions({ store, notifier, supportEmail, toast, minFillMs, now, log, callbacks }),
    [store, notifier, supportEmail, toast, minFillMs, now, log, callbacks],
  );
}
