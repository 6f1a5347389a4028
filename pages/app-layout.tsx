import * as React from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { CookieBanner } from "../ui/sections/cookie-banner";
import { SiteFooter } from "../ui/sections/site-footer";
import { SiteNav } from "../ui/sections/site-nav";
import { Toaster } from "../ui/primitives/toaster";
import { useCookieConsent } from "./analytics";
import { config } from "./config";
import {
  cookieBannerCopy,
  footerCopy,
  footerLegalLinks,
  footerQuickLinks,
  navLinks,
  newsletterCopy,
  site,
  socialProfiles,
} from "./content";
import { useLeadActions } from "./leads";
import { useRouteMeta } from "./route-meta";
import { pageRoutes } from "./routes";
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
  const consent = useCookieConsent(config.analyticsSrc);
  const leads = useLeadActions();

  return (
    <>
      <DocumentMeta />
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground shadow-3 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteNav
        brand={site.name}
        links={navLinks}
        socials={socialProfiles}
        currentPath={pathname}
        onNavigate={followLink}
      />
      {/* tabIndex lets the skip link move focus here; the padding clears the fixed nav. */}
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {/* A page still loading suspends inside the navigation's transition: the previous page stays until it is ready. */}
        <React.Suspense fallback={null}>
          <Routes>
            {pageRoutes.map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Component />} />
            ))}
          </Routes>
        </React.Suspense>
      </main>
      <SiteFooter
        brand={site.name}
        legalName={site.legalName}
        location={site.location}
        copy={footerCopy}
        newsletterCopy={newsletterCopy}
        quickLinks={footerQuickLinks}
        legalLinks={footerLegalLinks}
        socials={socialProfiles}
        year={new Date().getFullYear()}
        onNavigate={followLink}
        onSubscribe={leads.subscribeNewsletter}
        onCookieSettings={consent.reopen}
      />
      {consent.bannerOpen ? (
        <CookieBanner
          copy={cookieBannerCopy}
          policyHref="/privacy-policy"
          onAccept={consent.accept}
          onDecline={consent.decline}
          onNavigate={followLink}
        />
      ) : null}
      <Toaster />
      <ScrollManager />
    </>
  );
}
