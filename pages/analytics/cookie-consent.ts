import { readConsent, storeConsent, type ConsentChoice, type ConsentStorage } from "./consent";
import { loadAnalytics, type ScriptHost } from "./analytics-loader";

export interface CookieConsentDeps {
  storage: ConsentStorage | undefined;
  /** Configured analytics script (`config.analyticsSrc`); undefined means the site has no analytics. */
  analyticsSrc: string | undefined;
  host: ScriptHost | undefined;
}

/**
 * On each visit: the stored choice, loading analytics at once when it is 'accepted' (the choice is honoured on
 * every later visit). Null: nothing stored, the banner must ask, and nothing has loaded.
 */
export function restoreConsent(deps: CookieConsentDeps): ConsentChoice | null {
  const choice = readConsent(deps.storage);
  if (choice === "accepted") loadAnalytics(deps.analyticsSrc, deps.host);
  return choice;
}

/** The visitor's click on Accept or Decline: stored, and analytics initialised only on Accept. */
export function chooseConsent(deps: CookieConsentDeps, choice: ConsentChoice): void {
  storeConsent(deps.storage, choice);
  if (choice === "accepted") loadAnalytics(deps.analyticsSrc, deps.host);
}
