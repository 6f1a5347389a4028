/** Where the visitor's cookie choice is kept (docs/product/screens.md#cookie-banner: the banner shows while no value is stored). */
export const CONSENT_STORAGE_KEY = "cookie-consent";

export type ConsentChoice = "accepted" | "declined";

/** The slice of `Storage` the consent code needs (localStorage in the browser, a Map-backed double in tests). */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The stored choice, or null when there is none (or it is unreadable: storage blocked by the browser, or a
 * value this site never wrote). Null means "ask", so an unknown value can never count as consent.
 */
export function readConsent(storage: ConsentStorage | undefined): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice; a storage failure (private mode, quota) only means the banner asks again next visit. */
export function storeConsent(storage: ConsentStorage | undefined, choice: ConsentChoice): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice still applies to this visit; there is nothing useful to tell the visitor.
  }
}

/** localStorage when the browser lets us touch it (reading the property itself can throw when cookies are blocked). */
export function browserStorage(): ConsentStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
