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

/** The words the icon links are read with. */
export interface SocialLinksCopy {
  /** A link's name from its network's label: 'Parley on LinkedIn'. */
  profileLabel: (network: string) => string;
  /** Read after it, e.g. '(opens in a new tab)'. */
  newTabHint: string;
}

type SocialLinksProps = Omit<React.ComponentProps<"ul">, "children"> & {
  profiles: readonly SocialProfile[];
  copy: SocialLinksCopy;
  /** 'default' on light surfaces (the nav), 'inverse' on the ink footer band. */
  tone?: "default" | "inverse";
};

/** Icon links to the company's social profiles; each opens in a new tab and says so to screen readers. */
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
              "transition-colors duration-(--duration-fast) focus-visible:ring-[3px] focus-visible:ring-ring/60",
              tone === "inverse"
                ? "text-inverse-muted-foreground hover:bg-inverse-foreground/10 hover:text-inverse-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            <SocialIcon network={profile.network} className="size-[18px]" />
            <VisuallyHidden>{copy.profileLabel(profile.label)}</VisuallyHidden>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
