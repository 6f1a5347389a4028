import * as React from "react";
import { browserStorage, type ConsentChoice } from "./consent";
import { chooseConsent, restoreConsent, type CookieConsentDeps } from "./cookie-consent";

export interface CookieConsentState {
  /** True once the stored choice has been read and none exists, or after the visitor asked to choose again. */
  bannerOpen: boolean;
  /** True when the visitor opened the banner themselves ('Cookie Settings'), so it takes focus. */
  reopened: boolean;
  accept: () => void;
  decline: () => void;
  /** The footer's 'Cookie Settings': shows the banner again so the choice can be changed. */
  reopen: () => void;
}

function browserDeps(analyticsSrc: string | undefined): CookieConsentDeps {
  return { storage: browserStorage(), analyticsSrc, host: document };
}

/**
 * Cookie consent for the app shell. Storage is read in an effect, so the server HTML and the first client
 * render agree (banner closed) and hydration never mismatches; the banner then opens if no choice is stored.
 */
export function useCookieConsent(analyticsSrc: string | undefined): CookieConsentState {
  const [bannerOpen, setBannerOpen] = React.useState(false);
  const [reopened, setReopened] = React.useState(false);

  React.useEffect(() => {
    // Reading storage has to wait for the browser; setting state here is the point of the effect. As a transition,
    // the banner's first render yields to the browser instead of extending the hydration's last task.
    const open = restoreConsent(browserDeps(analyticsSrc)) === null;
    React.startTransition(() => setBannerOpen(open));
  }, [analyticsSrc]);

  const choose = React.useCallback(
    (choice: ConsentChoice) => {
      chooseConsent(browserDeps(analyticsSrc), choice);
      setBannerOpen(false);
    },
    [analyticsSrc],
  );

  return {
    bannerOpen,
    reopened,
    accept: React.useCallback(() => choose("accepted"), [choose]),
    decline: React.useCallback(() => choose("declined"), [choose]),
    reopen: React.useCallback(() => {
      setReopened(true);
      setBannerOpen(true);
    }, []),
  };
}
