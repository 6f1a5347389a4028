import type * as React from "react";
import { cn } from "../../lib/cn";
import { SocialIcon, type SocialNetwork } from "./social-icons";

export interface SocialProfile {
  network: SocialNetwork;
  /** The network's name as people say it: 'LinkedIn', 'X', 'YouTube'. */
  label: string;
  href: string;
}

type SocialLinksProps = Omit<React.ComponentProps<"ul">, "children"> & {
  profiles: readonly SocialProfile[];
  /** Whose profiles these are, for the accessible names ('Parley on LinkedIn'). */
  owner: string;
  /** 'default' on light surfaces (the nav), 'inverse' on the ink footer band. */
  tone?: "default" | "inverse";
};

/** Icon links to the company's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ profiles, owner, tone = "default", className, ...props }: SocialLinksProps) {
  return (
    <ul data-slot="social-links" className={cn("flex items-center gap-1", className)} {...props}>
      {profiles.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${owner} on ${profile.label} (opens in a new tab)`}
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
          </a>
        </li>
      ))}
    </ul>
  );
}
