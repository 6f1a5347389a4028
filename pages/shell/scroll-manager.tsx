import * as React from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

const afterNavigation: Array<() => void> = [];

/**
 * Runs `callback` once the next navigation has rendered. Navigations render in a transition (a page whose code
 * is still loading keeps the previous page on screen), so "after navigate()" is later than the call returns.
 */
export function whenNavigated(callback: () => void): void {
  afterNavigation.push(callback);
}

/**
 * Scroll on client-side navigation: a new page starts at the top. Links with a hash are scrolled by their
 * link handler (`useFollowLink`: 80 px offset, after the route change), and back/forward (POP, as is the first
 * page load) is left to the browser's own scroll restoration.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  React.useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop && !hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    for (const callback of afterNavigation.splice(0)) callback();
  }, [pathname, hash, key, navigationType]);
  return null;
}
