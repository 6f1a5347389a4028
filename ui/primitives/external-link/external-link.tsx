import type * as React from "react";
import { VisuallyHidden } from "../visually-hidden";

type ExternalLinkProps = Omit<React.ComponentProps<"a">, "target" | "rel"> & {
  /** Where the link goes: another site, opened in a new tab. */
  href: string;
  /**
   * Read after the link's text by screen readers, so nobody is surprised by a new tab. Pass the site's copy; the
   * default is the English text the site uses.
   */
  newTabHint?: string;
};

/**
 * A link to another site that opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to
 * screen readers with a visually hidden hint after its text. Use it for booking pages, social profiles and other
 * sites. Don't use it for the site's own pages (they open in place) or to trigger an action (that is a button).
 * To make it look like a button, wrap it: `<Button asChild><ExternalLink href=…>Book</ExternalLink></Button>`.
 */
function ExternalLink({ children, newTabHint = "(opens in a new tab)", ...props }: ExternalLinkProps) {
  return (
    <a data-slot="external-link" target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden data-slot="external-link-hint"> {newTabHint}</VisuallyHidden>
    </a>
  );
}

export { ExternalLink, type ExternalLinkProps };
