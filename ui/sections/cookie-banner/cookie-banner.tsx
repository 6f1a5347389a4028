import * as React from "react";
import { Cookie } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
// By path, not the folder's index: the index would bring SectionHeader into the first screen's code.
import { Container } from "../../primitives/section/section";
import { isPlainClick } from "../../lib/link-plan";

export interface CookieBannerCopy {
  title: string;
  intro: string;
  /** Names the banner's region for screen readers ('Cookie consent'). */
  regionLabel: string;
  accept: string;
  decline: string;
  policyLink: string;
}

type CookieBannerProps = Omit<React.ComponentProps<"section">, "children" | "ref"> & {
  copy: CookieBannerCopy;
  /** Where the privacy policy lives (a plain link: the banner works before and without the router). */
  policyHref: string;
  onAccept: () => void;
  onDecline: () => void;
  /** A plain click on the policy link, so the page can route without a reload; absent, the browser follows it. */
  onNavigate?: (href: string) => void;
  /** Where focus goes after a choice when it did not come into the banner from a place that still exists (e.g. main). */
  fallbackFocus?: () => HTMLElement | null;
  /** Take focus when shown: the visitor asked for the banner (the footer's 'Cookie Settings'). */
  focusOnShow?: boolean;
};

// Requirements: docs/product/screens.md#cookie-banner.
/**
 * The cookie choice, pinned to the bottom. A labelled, non-modal region: it never traps focus and the
 * page stays usable. Accept and Decline are the same size and style, so neither is nudged.
 * Whether it shows is the page's decision (no stored choice); this component only asks. Render it early in the
 * page (after the skip link) so it is among the first Tab stops. While shown, the document's bottom padding and scroll
 * padding are its height (room at the end of the page, and for what is scrolled into view), and a Tab stop that
 * lands behind it is scrolled clear. After a choice made from inside
 * it, focus goes back to where it came from, or to `fallbackFocus`.
 *
 * It is a banner, not a page band: it is not built on `Section` and has no vertical rhythm of its own, only the
 * page's content width (`Container`). Don't use it for other notices; a message about an action is a toast.
 */
export function CookieBanner({
  copy,
  policyHref,
  onAccept,
  onDecline,
  onNavigate,
  fallbackFocus,
  focusOnShow = false,
  className,
  ...props
}: CookieBannerProps) {
  const ref = React.useRef<HTMLElement>(null);
  // The element focus came from when it entered the banner: where it goes back after the choice.
  const cameFrom = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    // The document's bottom scroll padding and room at its end. Written as the root's own (non-inherited)
    // properties, not a custom property: a custom property inherits, so changing it restyles every element.
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.scrollPaddingBottom = root.paddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.scrollPaddingBottom = root.paddingBottom = "";
    };
  }, []);

  React.useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    // Browsers scroll a focused control into view only when it is off screen, ignoring the padding above: a Tab stop
    // behind the banner is scrolled clear of it (scrollIntoView honours the padding).
    const revealFocused = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.tabIndex < 0 || banner.contains(target)) return;
      if (target.getBoundingClientRect().bottom > banner.getBoundingClientRect().top) {
        target.scrollIntoView({ block: "nearest" });
      }
    };
    document.addEventListener("focusin", revealFocused);
    return () => document.removeEventListener("focusin", revealFocused);
  }, []);

  React.useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);

  const rememberWhereFocusCameFrom = (event: React.FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof Node && ref.current?.contains(from)) return;
    cameFrom.current = from instanceof HTMLElement ? from : null;
  };

  const choose = (report: () => void) => {
    // A choice made from elsewhere (a mouse click in a browser that does not focus buttons) leaves focus alone.
    const focusInside = ref.current?.contains(document.activeElement) ?? false;
    report();
    if (!focusInside) return;
    const back = cameFrom.current;
    if (back?.isConnected && back.checkVisibility()) back.focus();
    else fallbackFocus?.()?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={ref}
      data-slot="cookie-banner"
      aria-label={copy.regionLabel}
      tabIndex={focusOnShow ? -1 : undefined}
      onFocus={rememberWhereFocusCameFrom}
      className={cn(
        "fixed inset-x-0 bottom-0 z-50 border-t border-border bg-card/95 text-card-foreground shadow-3 backdrop-blur-md",
        className,
      )}
      {...props}
    >
      {/* A compact bar, not a card: one line beside its buttons on wide screens, a few short lines above them on a
          phone, so it never sits on the hero's primary action. */}
      <Container className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:gap-6 sm:py-3">
        <div className="flex min-w-0 flex-1 items-start gap-3 text-sm">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-primary sm:block" />
          <div className="text-muted-foreground">
            <h2 className="inline font-sans text-sm font-semibold tracking-normal text-foreground">{copy.title}</h2>{" "}
            <p className="inline">
              {copy.intro}{" "}
              <a
                href={policyHref}
                onClick={(event) => {
                  if (!onNavigate || !isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(policyHref);
                }}
                className="font-medium whitespace-nowrap text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                {copy.policyLink}
              </a>
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:w-52">
          <Button variant="outline" size="sm" onClick={() => choose(onDecline)}>
            {copy.decline}
          </Button>
          <Button variant="outline" size="sm" onClick={() => choose(onAccept)}>
            {copy.accept}
          </Button>
        </div>
      </Container>
    </section>
  );
}
