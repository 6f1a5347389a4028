import type * as React from "react";
import { Cookie } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { isPlainClick } from "../site-nav/link-plan";

export interface CookieBannerCopy {
  title: string;
  body: string;
  accept: string;
  decline: string;
  policyLink: string;
}

type CookieBannerProps = Omit<React.ComponentProps<"section">, "children"> & {
  copy: CookieBannerCopy;
  /** Where the privacy policy lives (a plain link: the banner works before and without the router). */
  policyHref: string;
  onAccept: () => void;
  onDecline: () => void;
  /** A plain click on the policy link, so the page can route without a reload; absent, the browser follows it. */
  onNavigate?: (href: string) => void;
};

/**
 * The cookie choice (docs/product/screens.md#cookie-banner), pinned to the bottom. A labelled, non-modal region: it never traps focus and the
 * page stays usable. Accept and Decline are the same size and style, so neither is nudged.
 * Whether it shows is the page's decision (no stored choice); this component only asks.
 */
export function CookieBanner({
  copy,
  policyHref,
  onAccept,
  onDecline,
  onNavigate,
  className,
  ...props
}: CookieBannerProps) {
  return (
    <section
      data-slot="cookie-banner"
      aria-label="Cookie consent"
      className={cn("fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4", className)}
      {...props}
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-3 sm:flex-row sm:items-center sm:gap-6 sm:p-6">
        <div className="flex gap-4">
          <span
            aria-hidden="true"
            className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground sm:inline-flex"
          >
            <Cookie className="size-5" />
          </span>
          <div className="grid gap-1">
            <h2 className="font-sans text-sm font-semibold tracking-normal">{copy.title}</h2>
            <p className="text-sm text-muted-foreground">
              {copy.body}{" "}
              <a
                href={policyHref}
                onClick={(event) => {
                  if (!onNavigate || !isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(policyHref);
                }}
                className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {copy.policyLink}
              </a>
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:w-64">
          <Button variant="outline" onClick={onDecline}>
            {copy.decline}
          </Button>
          <Button variant="outline" onClick={onAccept}>
            {copy.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
