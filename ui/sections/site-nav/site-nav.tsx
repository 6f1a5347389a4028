import * as React from "react";
import { ArrowUpRight, Menu, X } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { ExternalLink } from "../../primitives/external-link";
// By path, not the folder's index: the index would bring SectionHeader into the first screen's code.
import { Container } from "../../primitives/section/section";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { BrandMark } from "../brand-mark";
import { SocialLinks, type SocialLinksCopy, type SocialProfile } from "../social-links";
import { isPlainClick, type SiteLink } from "../../lib/link-plan";

export interface SiteNavCopy {
  /** The navigation landmark's name ('Main'). */
  navLabel: string;
  /** The menu button's name while the menu is closed, then open (phones only). */
  openMenu: string;
  closeMenu: string;
  /** The primary call to action at the bar's end, on every width: it opens the booking page in a new tab. */
  bookLabel: string;
  /** Read after it by screen readers, e.g. '(opens in a new tab)'. */
  newTabHint: string;
  social: SocialLinksCopy;
}

type SiteNavProps = Omit<React.ComponentProps<"header">, "children"> & {
  brand: string;
  links: readonly SiteLink[];
  socials: readonly SocialProfile[];
  copy: SiteNavCopy;
  /** The external scheduling page the call to action opens. */
  bookingHref: string;
  /** The route being shown; the matching page link is marked `aria-current="page"`. */
  currentPath: string;
  /** A plain click on any internal link (logo included); the page decides to navigate or scroll (`planLink`). */
  onNavigate: (href: string) => void;
  /** Whether the phone menu starts open (read once, on mount); the visitor opens and closes it from there. */
  defaultOpen?: boolean;
};

function pathOf(href: string): string | null {
  return href.includes("#") ? null : href;
}

const navLinkClasses = cn(
  "flex h-12 items-center rounded-lg px-3 text-base font-medium text-muted-foreground outline-none md:h-9 md:text-sm",
  "transition-colors duration-(--duration-fast) hover:bg-muted hover:text-foreground",
  "focus-visible:ring-[3px] focus-visible:ring-ring",
  "aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground",
);

/**
 * The site's fixed top bar: logo, page and section links, small muted social icons (from `lg` up) and, at its end on
 * every width, the primary call to action, booking a workshop in a new tab. Render it once per page, above `main`.
 * From `md` up the links sit in the bar; below it they fold into a disclosure (the WAI-ARIA pattern): the button
 * says whether it is open, Tab walks on into the links, Escape closes it and returns focus to the button, and
 * following a link closes it. The panel is mounted only while open. Internal links are real `href`s; a plain click
 * goes to `onNavigate` instead.
 *
 * A plain button rather than Radix Collapsible, whose value is its animated, measured content: this panel has no
 * animation and exists only while open (mounted closed, Radix measured it with a forced layout of the page), so
 * Radix would add two ARIA attributes for 2.9 KB gzip, 3 % of the home page's JavaScript before interaction.
 */
export function SiteNav({
  brand,
  links,
  socials,
  copy,
  bookingHref,
  currentPath,
  onNavigate,
  defaultOpen = false,
  className,
  ...props
}: SiteNavProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();

  function follow(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    onNavigate(href);
  }

  const linkList = (
    <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={pathOf(link.href) === currentPath ? "page" : undefined}
            onClick={(event) => follow(event, link.href)}
            data-slot="site-nav-link"
            className={navLinkClasses}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header
      data-slot="site-nav"
      data-state={open ? "open" : "closed"}
      className={cn(
        // Nearly opaque: a translucent light bar over the dark hero and bands turned a muddy grey.
        "fixed inset-x-0 top-0 z-40 border-b border-border/70 bg-background/[0.97] backdrop-blur-md backdrop-saturate-150",
        className,
      )}
      {...props}
    >
      <Container className="flex h-16 items-center justify-between gap-6">
        <a
          href="/"
          onClick={(event) => follow(event, "/")}
          className="-m-1 flex items-center gap-2.5 rounded-lg p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <BrandMark />
          <span className="font-display text-lg font-semibold tracking-tight">{brand}</span>
        </a>

        <nav aria-label={copy.navLabel} className="flex items-center gap-2 md:gap-4">
          <div data-slot="site-nav-bar" className="hidden items-center gap-4 md:flex">
            {linkList}
            {/* Small and muted (a rule in ui/styles/globals.css), with no rule before them: the links and the call to action lead. */}
            <div className="hidden lg:block">
              <SocialLinks profiles={socials} copy={copy.social} />
            </div>
          </div>
          {/* Smaller on a phone, where at full size it crowded the logo at 390 px: a rule in ui/styles/globals.css. */}
          <Button asChild size="md">
            <ExternalLink href={bookingHref} newTabHint={copy.newTabHint} data-slot="site-nav-action">
              {copy.bookLabel}
              <ArrowUpRight aria-hidden="true" className="hidden sm:block" />
            </ExternalLink>
          </Button>

          <div
            className="md:hidden"
            onKeyDown={(event) => {
              if (event.key !== "Escape" || !open) return;
              setOpen(false);
              toggleRef.current?.focus();
            }}
          >
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              data-state={open ? "open" : "closed"}
              data-slot="site-nav-toggle"
              onClick={() => setOpen(!open)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
              <VisuallyHidden>{open ? copy.closeMenu : copy.openMenu}</VisuallyHidden>
            </button>
            {open ? (
              <div
                id={panelId}
                data-state="open"
                data-slot="site-nav-panel"
                className="absolute inset-x-0 top-16 flex flex-col gap-4 border-b border-border bg-background px-4 pt-2 pb-6 shadow-2"
              >
                {linkList}
                <SocialLinks profiles={socials} copy={copy.social} className="border-t border-border pt-4" />
              </div>
            ) : null}
          </div>
        </nav>
      </Container>
    </header>
  );
}
