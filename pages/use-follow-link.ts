import * as React from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { createLinkFollower } from "../ui/sections/site-nav";

/**
 * The chrome's link handler on the real router: page links navigate, Home scrolls to the top on `/`, section
 * links scroll (80 px offset) or go to `/` first and scroll after 100 ms (SPEC §2, §9).
 */
export function useFollowLink(): (href: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return React.useMemo(
    () => createLinkFollower({ currentPath: pathname, navigate: (to) => void navigate(to) }),
    [navigate, pathname],
  );
}
