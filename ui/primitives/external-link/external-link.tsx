import type * as React from "react";
import { VisuallyHidden } from "../visually-hidden";

export type ExternalLinkProps = Omit<React.ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** Read after the link's text by screen readers, e.g. '(opens in a new tab)'; sighted visitors see an icon. */
  newTabHint: string;
};

/**
 * A link to another site that opens in a new tab: `target="_blank"` with `rel="noopener noreferrer"` (the new page
 * gets no handle on this one and no referrer), and a hint that tells screen-reader users the tab will change.
 * Style it through a parent (`<Button asChild>`) or `className`.
 */
function ExternalLink({ newTabHint, children, ...props }: ExternalLinkProps) {
  return (
    <a data-slot="external-link" target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </a>
  );
}

export { ExternalLink };
