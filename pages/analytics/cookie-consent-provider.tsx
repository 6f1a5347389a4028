import * as React from "react";
import { CookieBanner } from "../../ui/sections/cookie-banner";
import { cookieBannerCopy } from "../content/chrome";
import { useCookieConsent } from "./use-cookie-consent";

const CookieSettingsContext = React.createContext<() => void>(() => undefined);

type CookieConsentProviderProps = {
  /** The analytics script, loaded only after the visitor accepts. */
  analyticsSrc: string | undefined;
  /** How the banner's policy link navigates (the app's link handler). */
  onNavigate: (href: string) => void;
  children: React.ReactNode;
};

/** After a choice made from the banner, focus goes to main when it did not come from a place still on the page. */
const focusMain = () => document.getElementById("main");

/**
 * The cookie question for everything inside it: shows the banner before its children (among the first Tab stops;
 * it stays pinned to the bottom on screen) until the visitor chooses,
 * and lets the footer's 'Cookie Settings' ask again. The banner's state lives here, not in the layout: opening it
 * must not re-render the page, whose HTML below the fold may still be waiting to hydrate.
 */
export function CookieConsentProvider({ analyticsSrc, onNavigate, children }: CookieConsentProviderProps) {
  const consent = useCookieConsent(analyticsSrc);
  return (
    <CookieSettingsContext.Provider value={consent.reopen}>
      {consent.bannerOpen ? (
        <CookieBanner
          copy={cookieBannerCopy}
          policyHref="/privacy-policy"
          onAccept={consent.accept}
          onDecline={consent.decline}
          onNavigate={onNavigate}
          fallbackFocus={focusMain}
          focusOnShow={consent.reopened}
        />
      ) : null}
      {children}
    </CookieSettingsContext.Provider>
  );
}

/** Shows the cookie banner again, so the visitor can change their choice. */
export function useReopenCookieSettings(): () => void {
  return React.useContext(CookieSettingsContext);
}
