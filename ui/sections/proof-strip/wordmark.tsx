import type * as React from "react";
import { cn } from "../../lib/cn";

/** The drawn sign beside a client's name: a simple shape, so a wordmark reads as a logo without an image. */
export type WordmarkGlyph = "compass" | "waves" | "arch" | "chevron" | "leaf" | "burst";

/** How the name is lettered: the display face, spaced capitals, lower case or the text face. */
export type WordmarkLettering = "display" | "caps" | "lower" | "sans";

/** A client's logo as we draw it: their name, a glyph and a lettering (names and marks are ours, invented). */
export type ClientWordmark = { name: string; glyph: WordmarkGlyph; lettering: WordmarkLettering };

// 24 × 24 outlines, stroked in the text colour.
const glyphs: Record<WordmarkGlyph, React.ReactNode> = {
  compass: <path d="M12 2.5 19.5 21 12 16.5 4.5 21Z" />,
  waves: <path d="M2 10c3.3-3 6.7-3 10 0s6.7 3 10 0M2 16c3.3-3 6.7-3 10 0s6.7 3 10 0" />,
  arch: <path d="M4 21V11a8 8 0 0 1 16 0v10M9 21v-8a3 3 0 0 1 6 0v8" />,
  chevron: <path d="M2 7l10 9 10-9M6 4l6 5.5L18 4" />,
  leaf: <path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16Zm0 0 9-9" />,
  burst: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
};

// One weight and one height for all four: the letterings differ in face, case and spacing only, so a row of them reads
// as one calm band. Sizes are matched by eye to the display face's capitals (Inter's are taller, spaced capitals
// look larger than mixed case).
const letterings: Record<WordmarkLettering, string> = {
  display: "font-display text-[1.2em] font-semibold tracking-tight",
  caps: "text-[1em] font-semibold tracking-[0.08em] uppercase",
  lower: "font-display text-[1.2em] font-semibold lowercase tracking-tight",
  sans: "text-[1.1em] font-semibold tracking-tight",
};

type WordmarkProps = Omit<React.ComponentProps<"span">, "children"> & { client: ClientWordmark };

/**
 * A client's name set as a logo: a stroked glyph and the name in one of four letterings, in the current text colour
 * (muted in a strip, white on a band) and sized from the font size around it. Every wordmark has the same height and
 * weight, so several side by side read as one row. The name is real text, so it is read out and found by search; the
 * glyph is decoration. Use it wherever a client is named with their mark (the proof strip, a story, a quote's company).
 */
export function Wordmark({ client, className, ...props }: WordmarkProps) {
  return (
    <span data-slot="wordmark" className={cn("inline-flex items-center gap-2 whitespace-nowrap", className)} {...props}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-[1.35em] shrink-0"
      >
        {glyphs[client.glyph]}
      </svg>
      <span className={cn("leading-none", letterings[client.lettering])}>{client.name}</span>
    </span>
  );
}
