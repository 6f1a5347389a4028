import type * as React from "react";
import { cn } from "../../lib/cn";
import { Container } from "../../primitives/section";
import type { SubmitHandler } from "../../lib/submit-result";
import { NewsletterForm, type NewsletterCopy, type NewsletterValues } from "../newsletter-form";
import { isPlainClick, type SiteLink } from "../../lib/link-plan";
import { BrandMark } from "../brand-mark";
import { SocialLinks, type SocialLinksCopy, type SocialProfile } from "../social-links";

export interface SiteFooterCopy {
  blurb: string;
  quickLinksHeading: string;
  /** Heads the site's own pages (About, Services, Market insights), which the nav leaves out. */
  companyHeading: string;
  legalHeading: string;
  cookieSettings: string;
  /** After the copyright line's year and legal name. */
  rightsReserved: string;
  social: SocialLinksCopy;
  newsletter: NewsletterCopy;
}

type SiteFooterProps = Omit<React.ComponentProps<"footer">, "children"> & {
  brand: string;
  legalName: string;
  location: string;
  copy: SiteFooterCopy;
  quickLinks: readonly SiteLink[];
  /** The site's pages, so every page is one click from the end of any other. */
  companyLinks: readonly SiteLink[];
  legalLinks: readonly SiteLink[];
  socials: readonly SocialProfile[];
  /** Copyright year (the page passes the visitor's year; stories pin it). */
  year: number;
  /** A plain click on an internal link; the page decides to navigate or scroll (`planLink`). */
  onNavigate: (href: string) => void;
  onSubscribe: SubmitHandler<NewsletterValues>;
  /** 'Cookie Settings': the page shows the cookie choice again. */
  onCookieSettings: () => void;
};

const linkClasses = cn(
  "rounded-sm text-sm text-inverse-muted-foreground outline-none transition-colors duration-(--duration-fast)",
  "hover:text-inverse-foreground focus-visible:ring-[3px] focus-visible:ring-ring",
);

function LinkColumn({
  title,
  links,
  onNavigate,
  inlineOnPhone = false,
  children,
}: {
  title: string;
  links: readonly SiteLink[];
  onNavigate: (href: string) => void;
  /** Below `sm`, the column takes the row's whole width and sets its links side by side (an odd third column). */
  inlineOnPhone?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <nav aria-label={title} className={cn("grid content-start gap-4", inlineOnPhone && "max-sm:col-span-full")}>
      <h2 className="font-sans text-sm font-semibold tracking-normal text-inverse-foreground">{title}</h2>
      <ul className={cn("grid gap-3", inlineOnPhone && "max-sm:flex max-sm:flex-wrap max-sm:gap-x-4")}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className={linkClasses}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(link.href);
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

// Requirements: docs/product/screens.md#footer.
/**
 * The site footer, the ink band at the end of every page: brand and blurb, social
 * profiles, quick links, the company's pages, legal links with 'Cookie Settings', the newsletter form and the copyright line. Render it
 * once per page, after `main`. Every string comes from `copy` and the link lists.
 */
export function SiteFooter({
  brand,
  legalName,
  location,
  copy,
  quickLinks,
  companyLinks,
  legalLinks,
  socials,
  year,
  onNavigate,
  onSubscribe,
  onCookieSettings,
  className,
  ...props
}: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className={cn("bg-inverse text-inverse-foreground", className)} {...props}>
      <Container className="grid gap-12 pt-16 pb-10 lg:grid-cols-[1.1fr_0.6fr_0.6fr_0.6fr_1.6fr] lg:gap-8">
        <div className="grid content-start gap-5">
          <div className="flex items-center gap-2.5">
            <BrandMark />
            <span className="font-display text-lg font-semibold tracking-tight">{brand}</span>
          </div>
          <p className="max-w-xs text-sm leading-relaxed text-inverse-muted-foreground">{copy.blurb}</p>
          <SocialLinks profiles={socials} copy={copy.social} tone="inverse" className="-ml-2.5" />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
          <LinkColumn title={copy.quickLinksHeading} links={quickLinks} onNavigate={onNavigate} />
          <LinkColumn title={copy.companyHeading} links={companyLinks} onNavigate={onNavigate} />
          <LinkColumn title={copy.legalHeading} links={legalLinks} onNavigate={onNavigate} inlineOnPhone>
            <li>
              <button type="button" className={linkClasses} onClick={onCookieSettings}>
                {copy.cookieSettings}
              </button>
            </li>
          </LinkColumn>
        </div>
        <NewsletterForm copy={copy.newsletter} onSubmit={onSubscribe} tone="inverse" />
      </Container>
      <div className="border-t border-inverse-foreground/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-inverse-muted-foreground sm:flex-row sm:justify-between">
          <p>
            © {year} {legalName}. {copy.rightsReserved}
          </p>
          <p>{location}</p>
        </Container>
      </div>
    </footer>
  );
}
