import * as React from "react";
import { Menu, X } from "lucide-react";
import { cn } from "../../lib/cn";
import { BrandMark } from "../brand-mark";
import { SocialLinks, type SocialProfile } from "../social-links";
import { isPlainClick, type SiteLink } from "../../lib/link-plan";

type SiteNavProps = Omit<React.ComponentProps<"header">, "children"> & {
  brand: string;
  links: readonly SiteLink[];
  socials: readonly SocialProfile[];
  /** The route being shown; the matching page link is marked `aria-current="page"`. */
  currentPath: string;
  /** A plain click on any internal link (logo included); the page decides to navigate or scroll (`planLink`). */
  onNavigate: (href: string) => void;
};

function pathOf(href: string): string | null {
  return href.includes("#") ? null : href;
}

/**
 * Fixed top navigation (docs/product/screens.md#navigation): logo, page and section links, social icons. Below `md` the links fold into
 * a disclosure menu (button with `aria-expanded`; Escape closes it and returns focus to the button).
 */
export function SiteNav({ brand, links, socials, currentPath, onNavigate, className, ...props }: SiteNavProps) {
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();

  React.useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function follow(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    onNavigate(href);
  }

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
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        <a
          href="/"
          onClick={(event) => follow(event, "/")}
          className="-m-1 flex items-center gap-2.5 rounded-lg p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <BrandMark />
          <span className="font-display text-lg font-semibold tracking-tight">{brand}</span>
        </a>

        <nav aria-label="Main" className="flex items-center">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 md:hidden"
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
          </button>

          <div
            id={panelId}
            data-slot="site-nav-panel"
            className={cn(
              open ? "flex" : "hidden",
              "absolute inset-x-0 top-16 flex-col gap-4 border-b border-border bg-background px-4 pt-2 pb-6 shadow-2",
              "md:static md:flex md:flex-row md:items-center md:gap-6 md:border-0 md:bg-transparent md:p-0 md:shadow-none",
            )}
          >
            <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
              {links.map((link) => {
                const current = pathOf(link.href) === currentPath;
                return (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={current ? "page" : undefined}
                      onClick={(event) => follow(event, link.href)}
                      data-slot="site-nav-link"
                      className={cn(
                        "flex h-12 items-center rounded-lg px-3 text-base font-medium text-muted-foreground outline-none md:h-9 md:text-sm",
                        "transition-colors duration-(--duration-fast) hover:bg-muted hover:text-foreground",
                        "focus-visible:ring-[3px] focus-visible:ring-ring/60",
                        "aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground",
                      )}
                    >
                      {link.label}
                    </a>
                  </li>
                );
              })}
            </ul>
            <SocialLinks
              profiles={socials}
              owner={brand}
              className="border-t border-border pt-4 md:border-0 md:pt-0 md:pl-4 md:[&>li:nth-child(n+4)]:hidden lg:[&>li:nth-child(n+4)]:block"
            />
          </div>
        </nav>
      </div>
    </header>
  );
}
