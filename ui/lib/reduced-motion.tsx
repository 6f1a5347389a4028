import * as React from "react";

const ReducedMotionContext = React.createContext<boolean | undefined>(undefined);

/** Forces reduced motion on or off for everything below (stories, tests); absent, the OS setting decides. */
export function ReducedMotionProvider({ reduced, children }: { reduced: boolean; children: React.ReactNode }) {
  return <ReducedMotionContext.Provider value={reduced}>{children}</ReducedMotionContext.Provider>;
}

const query = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** True when motion should be reduced: the provider's value, else `prefers-reduced-motion` (live). */
export function useReducedMotion(): boolean {
  const forced = React.useContext(ReducedMotionContext);
  const system = React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    // Server render: assume motion is fine; the client corrects after hydration without a mismatch warning.
    () => false,
  );
  return forced ?? system;
}
