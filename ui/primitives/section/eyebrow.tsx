import type * as React from "react";
import { AudioLines } from "lucide-react";
import { cn } from "../../lib/cn";

// The label in the text's own colour, its sound-wave mark in the brand's (a vermilion label over every band read as
// too much orange to outside reviewers); on vermilion both in its foreground.
const labelTone = {
  default: "text-foreground",
  inverse: "text-inverse-foreground",
  brand: "text-primary-foreground",
} as const;
const waveTone = { default: "text-primary", inverse: "text-accent", brand: "text-primary-foreground" } as const;

type EyebrowProps = React.ComponentProps<"p"> & {
  /** `inverse` on the ink band, `brand` on vermilion. */
  tone?: keyof typeof labelTone;
  /** Drawn before the text instead of the sound-wave mark (e.g. a lucide icon with `aria-hidden`). */
  icon?: React.ReactNode;
  /** The element: a paragraph, or a heading where the label is all a section has for one. */
  as?: "p" | "h2";
};

/**
 * A section's short uppercase label, opened by the site's signature: the sound wave the demo card's orb carries
 * (lucide's `AudioLines`), 16 px. Every label above a heading is one of these, so the mark reads as a system rather
 * than an ornament.
 */
function Eyebrow({ tone = "default", icon, as = "p", className, children, ...props }: EyebrowProps) {
  const Comp = as as "p";
  return (
    <Comp
      data-slot="section-eyebrow"
      className={cn(
        "flex items-center gap-2 font-sans text-sm font-semibold tracking-wide uppercase",
        labelTone[tone],
        className,
      )}
      {...props}
    >
      {icon ?? (
        <AudioLines aria-hidden="true" data-slot="section-eyebrow-wave" className={cn("size-4", waveTone[tone])} />
      )}
      {children}
    </Comp>
  );
}

export { Eyebrow, type EyebrowProps };
