import type * as React from "react";
import { cn } from "../../lib/cn";
import { ExternalLink } from "../../primitives/external-link";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { SocialIcon, type SocialNetwork } from "./social-icons";

export interface SocialProfile {
  network: SocialNetwork;
  /** The network's name as people say it: 'LinkedIn', 'X', 'YouTube'. */
  label: string;
  href: string;
}

export interface SocialLinksCopy {
  /** Each icon's accessible name; `{network}` becomes the profile's label ('Parley on {network}'). */
  linkLabel: string;
  /** Read after each name: the links open in a new tab. */
  newTabHint: string;
}

type SocialLinksProps = Omit<React.ComponentProps<"ul">, "children"> & {
  profiles: readonly SocialProfile[];
  copy: SocialLinksCopy;
  /** 'default' on light surfaces (the nav), 'inverse' on the ink footer band. */
  tone?: "default" | "inverse";
};

/**
 * Icon links to the company's own social profiles, for the nav and the footer. Each opens in a new tab and its
 * accessible name says whose profile it is and where it opens. Not for sharing a page (these go to our profiles),
 * and not for a long list: past five or six icons people stop recognising them.
 */
export function SocialLinks({ profiles, copy, tone = "default", className, ...props }: SocialLinksProps) {
  return (
    <ul data-slot="social-links" className={cn("flex items-center gap-1", className)} {...props}>
      {profiles.map((profile) => (
        <li key={profile.network}>
          <ExternalLink
            href={profile.href}
            newTabHint={copy.newTabHint}
            data-slot="social-link"
            data-network={profile.network}
            className={cn(
              "inline-flex size-10 items-center justify-center rounded-lg outline-none",
              "transition-colors duration-(--duration-fast) focus-visible:ring-[3px] focus-visible:ring-ring",
              tone === "inverse"
                ? "text-inverse-muted-foreground hover:bg-inverse-foreground/10 hover:text-inverse-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            <SocialIcon network={profile.network} className="size-[18px]" />
            <VisuallyHidden>{copy.linkLabel.replace("{network}", profile.label)}</VisuallyHidden>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
