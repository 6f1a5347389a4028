import { SiteFooter } from "../../ui/sections/site-footer";
import { useReopenCookieSettings } from "../analytics";
import { footerCompanyLinks, footerCopy, footerLegalLinks, footerQuickLinks } from "../content/chrome";
import { site, socialProfiles } from "../content/site";
import { useLeadActions } from "../leads/use-lead-actions";
import { useFollowLink } from "./use-follow-link";
import { useVisitorYear } from "./visitor-today";

/**
 * The footer of every page, wired to the router, the lead store and the cookie banner. `#site-footer` is what
 * `siteFooter` (site-footer-deferred.ts) looks for.
 */
export default function SiteFooterPart() {
  const followLink = useFollowLink();
  const leads = useLeadActions();
  const reopenCookieSettings = useReopenCookieSettings();
  const year = useVisitorYear();
  return (
    <SiteFooter
      id="site-footer"
      brand={site.name}
      legalName={site.legalName}
      location={site.location}
      copy={footerCopy}
      quickLinks={footerQuickLinks}
      companyLinks={footerCompanyLinks}
      legalLinks={footerLegalLinks}
      socials={socialProfiles}
      year={year}
      onNavigate={followLink}
      onSubscribe={leads.subscribeNewsletter}
      onCookieSettings={reopenCookieSettings}
    />
  );
}
