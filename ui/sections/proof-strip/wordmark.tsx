import type * as React from "react";
import { cn } from "../../lib/cn";

/** The drawn sign beside a client's name: a simple shape, so a wordmark reads as a logo without an image. */
export type WordmarkGlyph = "compass" | "waves" | "arch" | "chevron" | "leaf" | "burst";

/**
 * How the name is lettered, each a different hand so six clients read as six companies: `heavy` bold and tight,
 * `wide` light capitals spaced out, `split` the first word bold and the rest light, `slanted` bold slanted
 * capitals, `lower` lower case in the display face, `caps` spaced semibold capitals.
 */
export type WordmarkLettering = "heavy" | "wide" | "split" | "slanted" | "lower" | "caps";

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

// One height for all: the letterings differ in weight, face, case, slant and spacing (one weight and one face for all
// read as one designer's placeholders, two outside reviewers). Sizes are matched by eye to the display face's
// capitals (Inter's are taller, spaced capitals look larger than mixed case). Each glyph is stroked to match its
// lettering's weight.
const letterings: Record<WordmarkLettering, { text: string; stroke: number }> = {
  heavy: { text: "font-display text-[1.2em] font-bold tracking-[-0.04em]", stroke: 2.25 },
  wide: { text: "text-[0.95em] font-light tracking-[0.2em] uppercase", stroke: 1.25 },
  split: { text: "text-[1.1em] font-bold tracking-tight", stroke: 1.75 },
  slanted: { text: "font-display text-[1.05em] font-bold tracking-tight uppercase italic", stroke: 2.25 },
  lower: { text: "font-display text-[1.2em] font-medium lowercase tracking-tight", stroke: 1.5 },
  caps: { text: "text-[1em] font-semibold tracking-[0.08em] uppercase", stroke: 1.75 },
};

type WordmarkProps = Omit<React.ComponentProps<"span">, "children"> & { client: ClientWordmark };

/**
 * A client's name set as a logo: a stroked glyph and the name in one of six letterings, in the current text colour
 * (muted in a strip, white on a band) and sized from the font size around it. Every wordmark has the same height, so
 * several side by side read as one row, each in its own hand. The name is real text, so it is read out and found by
 * search; the glyph is decoration. Use it wherever a client is named with their mark (the proof strip, a story, a quote's company).
 */
export function Wordmark({ client, className, ...props }: WordmarkProps) {
  const lettering = letterings[client.lettering];
  const [first, ...rest] = client.name.split(" ");
  return (
    <span data-slot="wordmark" className={cn("inline-flex items-center gap-2 whitespace-nowrap", className)} {...props}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={lettering.stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-[1.35em] shrink-0"
      >
        {glyphs[client.glyph]}
      </svg>
      <span className={cn("leading-none", lettering.text)}>
        {client.lettering === "split" && rest.length ? (
          <>
            {first}
            <span className="font-light">{` ${rest.join(" ")}`}</span>
          </>
        ) : (
          client.name
        )}
      </span>
    </span>
  );
}
