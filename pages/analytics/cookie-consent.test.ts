import { describe, expect, it } from "vitest";
import { ANALYTICS_SCRIPT_ID, loadAnalytics, type ScriptHost } from "./analytics-loader";
import { CONSENT_STORAGE_KEY, readConsent, type ConsentStorage } from "./consent";
import { chooseConsent, restoreConsent, type CookieConsentDeps } from "./cookie-consent";

const SRC = "https://analytics.example.com/script.js";

/** A document double that keeps appended scripts, so tests count what would really reach the network. */
function fakeHost() {
  const scripts: { id: string; src: string; async: boolean }[] = [];
  const host: ScriptHost = {
    getElementById: (id) => scripts.find((script) => script.id === id) ?? null,
    createElement: () => ({ id: "", src: "", async: false }) as unknown as HTMLScriptElement,
    head: { appendChild: (node) => scripts.push(node) },
  };
  return { host, scripts };
}

/** One browser profile: localStorage survives between visits, the document does not. */
function profile(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: ConsentStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
  return {
    values,
    visit({ analyticsSrc }: { analyticsSrc: string | undefined } = { analyticsSrc: SRC }) {
      const { host, scripts } = fakeHost();
      const deps: CookieConsentDeps = { storage, analyticsSrc, host };
      return { deps, scripts };
    },
  };
}

describe("cookie consent gates analytics", () => {
  it("loads nothing on a first visit before a choice, and the banner must ask", () => {
    const { deps, scripts } = profile().visit();
    expect(restoreConsent(deps)).toBeNull();
    expect(scripts).toHaveLength(0);
  });

  it("Accept stores 'accepted' and adds exactly one async script with the configured source", () => {
    const browser = profile();
    const { deps, scripts } = browser.visit();
    restoreConsent(deps);
    chooseConsent(deps, "accepted");
    expect(browser.values.get(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(scripts).toEqual([{ id: ANALYTICS_SCRIPT_ID, src: SRC, async: true }]);
  });

  it("is idempotent: accepting again or restoring on the same page never adds a second script", () => {
    const { deps, scripts } = profile().visit();
    chooseConsent(deps, "accepted");
    chooseConsent(deps, "accepted");
    restoreConsent(deps);
    expect(scripts).toHaveLength(1);
  });

  it("honours a stored 'accepted' on the next visit: one script, no question", () => {
    const browser = profile();
    chooseConsent(browser.visit().deps, "accepted");
    const next = browser.visit();
    expect(restoreConsent(next.deps)).toBe("accepted");
    expect(next.scripts).toHaveLength(1);
  });

  it("Decline stores 'declined' and never loads, on this visit or a later one", () => {
    const browser = profile();
    const first = browser.visit();
    chooseConsent(first.deps, "declined");
    expect(browser.values.get(CONSENT_STORAGE_KEY)).toBe("declined");
    expect(first.scripts).toHaveLength(0);
    const next = browser.visit();
    expect(restoreConsent(next.deps)).toBe("declined");
    expect(next.scripts).toHaveLength(0);
  });

  it("with no analytics source configured, Accept is stored but nothing loads", () => {
    const browser = profile();
    const { deps, scripts } = browser.visit({ analyticsSrc: undefined });
    chooseConsent(deps, "accepted");
    restoreConsent(deps);
    expect(browser.values.get(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(scripts).toHaveLength(0);
    expect(loadAnalytics("", fakeHost().host)).toBe(false);
  });

  it("treats an unknown stored value as no choice (asks again, loads nothing)", () => {
    const { deps, scripts } = profile({ [CONSENT_STORAGE_KEY]: "yes" }).visit();
    expect(restoreConsent(deps)).toBeNull();
    expect(scripts).toHaveLength(0);
  });

  it("treats blocked storage as no choice instead of throwing", () => {
    const blocked: ConsentStorage = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    const { host, scripts } = fakeHost();
    expect(readConsent(blocked)).toBeNull();
    chooseConsent({ storage: blocked, analyticsSrc: SRC, host }, "accepted");
    expect(scripts).toHaveLength(1);
  });
});
