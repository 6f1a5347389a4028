import type * as React from "react";
import { ArrowUpRight } from "lucide-react";
import { Button } from "../../ui/primitives/button";
import { ExternalLink } from "../../ui/primitives/external-link";
import { isPlainClick } from "../../ui/lib/link-plan";
import { newTabHint, site } from "../content/site";
import { useFollowLink } from "./use-follow-link";

/**
 * An internal link that follows the chrome's rules (navigate, or scroll to a home section with the 80 px offset).
 * A real `href`, so it works before hydration and with modified clicks.
 */
export function SiteLink({ href, onClick, ...props }: React.ComponentProps<"a"> & { href: string }) {
  const follow = useFollowLink();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        follow(href);
      }}
      {...props}
    />
  );
}

/** A button-styled link to the external scheduling page (docs/product/leads-and-data.md#other-services: opens in a new tab). */
export function BookingButton({
  children,
  variant,
}: {
  children: React.ReactNode;
  variant?: React.ComponentProps<typeof Button>["variant"];
}) {
  return (
    <Button asChild variant={variant} size="lg">
      <ExternalLink href={site.bookingHref} newTabHint={newTabHint}>
        {children}
        <ArrowUpRight aria-hidden="true" />
      </ExternalLink>
    </Button>
  );
}
