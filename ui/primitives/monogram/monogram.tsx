import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * The brand's colours a monogram is drawn in, and nothing else (a status colour such as warning yellow read as off
 * palette): a vermilion tint, apricot, clay (vermilion deepened with ink), vermilion and warm ink. Each person
 * keeps the same one, picked from their name unless set.
 */
const tones = {
  secondary: "fill-secondary text-secondary-foreground",
  accent: "fill-accent text-accent-foreground",
  // A deep terracotta, 2:1 or more on the vermilion band: the grey sand it replaces read as a disabled control.
  clay: "fill-[color-mix(in_oklch,var(--primary)_50%,var(--foreground))] text-primary-foreground",
  primary: "fill-primary text-primary-foreground",
  inverse: "fill-inverse text-inverse-foreground",
} as const;
type MonogramTone = keyof typeof tones;
const sizes = { sm: "size-8", md: "size-12", lg: "size-16" } as const;
/** The tones a name picks from (inverse is kept for a chosen tone: on ink bands it would vanish). */
const palettes = ["secondary", "accent", "clay", "primary"] as const satisfies readonly MonogramTone[];

/** Up to two initials: the first letters of the first and last words of a name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A stable palette index for a name, so a person looks the same wherever they appear. */
function paletteOf(name: string): number {
  let sum = 0;
  for (const char of name) sum = (sum + (char.codePointAt(0) ?? 0)) % palettes.length;
  return sum;
}

type MonogramProps = Omit<React.ComponentProps<"svg">, "children"> & {
  /** The person's full name; their initials are drawn. */
  name: string;
  /** `sm` beside a name in a dense list (a vignette's team), `md` beside a name, `lg` on a badge. */
  size?: "sm" | "md" | "lg";
  /**
   * A chosen colour instead of the one picked from the name: for people shown side by side, so each is told apart,
   * and drawn the same as in a mock-up that already shows them.
   */
  tone?: MonogramTone;
};

/**
 * A drawn portrait for a named person: their initials on a flat disc, in one of four brand
 * colours picked from the name. Use it beside the person's name (a quote, a client story), never instead of it: it
 * is hidden from assistive technology, so the visible name carries the meaning. Where a real photograph exists, use it
 * instead.
 */
function Monogram({ name, size = "md", tone, className, ...props }: MonogramProps) {
  const drawnTone: MonogramTone = tone ?? palettes[paletteOf(name)] ?? "secondary";
  return (
    <svg
      aria-hidden="true"
      data-slot="monogram"
      data-size={size}
      data-tone={drawnTone}
      viewBox="0 0 48 48"
      className={cn("shrink-0", sizes[size], tones[drawnTone], className)}
      {...props}
    >
      {/* A flat disc: the faint shoulders and dashed frame of a badge photo it once had read as a placeholder whose
          picture had not loaded. */}
      <circle cx="24" cy="24" r="24" />
      <text
        x="24"
        y="25"
        textAnchor="middle"
        dominantBaseline="central"
        fill="currentColor"
        className="font-display text-[17px] font-semibold tracking-tight"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}

export { Monogram, initialsOf, type MonogramProps, type MonogramTone };
