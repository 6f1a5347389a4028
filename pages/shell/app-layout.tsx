import * as React from "react";
import { useLocation } from "react-router";
import { SiteNav } from "../../ui/sections/site-nav";
import { Toaster } from "../../ui/primitives/toaster";
import { CookieConsentProvider } from "../analytics";
import { config } from "../config";
import { navCopy, navLinks } from "../content/chrome";
import { site, socialProfiles } from "../content/site";
import { siteFooter } from "./site-footer-deferred";
import { useRouteMeta } from "./route-meta";
import { routeFor } from "./route-table";
import { ScrollManager } from "./scroll-manager";
import { useFollowLink } from "./use-follow-link";

/** Keeps the document title and description in step with client-side navigation (prerendered HTML has them already). */
function DocumentMeta() {
  const meta = useRouteMeta();
  React.useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [meta]);
  return null;
}

/** Moves focus into main without a hash change (no router or scroll-restoration side effects). */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The chrome around every route: skip link, fixed nav, main, footer, cookie choice, toasts. */
export function AppLayout() {
  const { pathname } = useLocation();
  const followLink = useFollowLink();
  const { page } = routeFor(pathname);

  return (
    <>
      <DocumentMeta />
      {/* The first Tab stop. Focused, a full-width strip just under the fixed nav: its own place, the logo uncovered. */}
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only bg-primary text-center text-sm font-semibold text-primary-foreground shadow-3 focus:not-sr-only focus:fixed focus:inset-x-0 focus:top-16 focus:z-[60] focus:block focus:px-4 focus:py-3"
      >
        Skip to content
      </a>
      {/* The cookie banner comes next in the Tab order (CookieConsentProvider renders it before the page). */}
      <CookieConsentProvider analyticsSrc={config.analyticsSrc} onNavigate={followLink}>
        <SiteNav
          brand={site.name}
          links={navLinks}
          socials={socialProfiles}
          copy={navCopy}
          bookingHref={site.bookingHref}
          currentPath={pathname}
          onNavigate={followLink}
        />
        {/* tabIndex lets the skip link move focus here; the padding clears the fixed nav. */}
        <main id="main" tabIndex={-1} className="pt-16 outline-none">
          {/* A page still loading suspends inside the navigation's transition: the previous page stays until it is ready. */}
          <React.Suspense fallback={null}>
            <page.Component />
          </React.Suspense>
        </main>
        <siteFooter.Component />
      </CookieConsentProvider>
      <Toaster />
      <ScrollManager />
    </>
  );
}
