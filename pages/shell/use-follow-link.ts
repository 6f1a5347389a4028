import * as React from "react";
import { useLocation, useNavigate } from "react-router";
import { createLinkFollower } from "../../ui/lib/follow-link";
import { whenNavigated } from "./scroll-manager";

/**
 * The chrome's link handler on the real router: page links navigate, Home scrolls to the top on `/`, section
 * links scroll (80 px offset) or go to `/` first and scroll 100 ms after it has rendered (docs/product/screens.md#navigation).
 */
export function useFollowLink(): (href: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return React.useMemo(
    () =>
      createLinkFollower({
        currentPath: pathname,
        navigate: (to) => void navigate(to),
        // The only delayed action follows a navigation: its clock starts when the new page is on screen.
        schedule: (run, ms) => whenNavigated(() => void setTimeout(run, ms)),
      }),
    [navigate, pathname],
  );
}
