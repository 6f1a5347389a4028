import type * as React from "react";
import { Check, type LucideIcon } from "lucide-react";
import { cn } from "../lib/cn";

export type VignetteFrameProps = Omit<React.ComponentProps<"figure">, "title"> & {
  /** What the picture shows, in one sentence: the accessible name (the drawing inside is not read out). */
  label: string;
  /** The window's title bar: what is running, and its live status. */
  title: string;
  status: string;
  /**
   * Whether `status` is a live state ('Running', 'Live'): a small green dot, pulsing, before the muted word. False
   * for a fixed period or a finished report ('2025'): the word alone, nothing pulsing.
   */
  live?: boolean;
  icon: React.ReactNode;
  children: React.ReactNode;
  /** As wide as its place rather than at most 24 rem, for a vignette drawn for the page's width (About's plan). */
  wide?: boolean;
};

/**
 * The shared window of the product vignettes: a small app surface with a title bar, drawn in HTML and CSS (no
 * images). It is one image to assistive technology, named by `label`; its motion is `motion-safe` only.
 */
export function VignetteFrame({
  label,
  title,
  status,
  live = true,
  icon,
  children,
  wide = false,
  className,
  ...props
}: VignetteFrameProps) {
  return (
    <figure
      role="img"
      aria-label={label}
      data-slot="vignette"
      className={cn(
        "m-0 w-full overflow-hidden rounded-2xl border border-border bg-card text-left text-card-foreground shadow-3 select-none",
        !wide && "max-w-sm",
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-2.5 border-b border-border bg-muted/60 px-4 py-2.5">
        {/* Window chrome, not a badge: the icon in the bar's own ink, and the status a muted word. The scene below
            carries the colour; a filled tile and a green pill on every window read as one template repeated. */}
        <span className="grid shrink-0 place-items-center text-muted-foreground [&_svg]:size-4">{icon}</span>
        {/* The title wraps rather than truncates: on a phone a cut title ('Northlight Summit · Regis…') read as a fault. */}
        <span className="min-w-0 flex-1 text-xs leading-tight font-semibold text-pretty">{title}</span>
        <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
          {live ? <span className="size-1.5 rounded-full bg-success motion-safe:animate-pulse" /> : null}
          {status}
        </span>
      </div>
      <div className="p-4">{children}</div>
    </figure>
  );
}

/**
 * A vignette's closing line: an icon and a short note. `outcome` is what the scene led to (a booked meeting, a
 * paused sequence), in the primary colour; `check` is a quiet, ruled-off confirmation (synced, disclosed) with a
 * green tick.
 */
export function VignetteNote({
  icon: Icon,
  kind = "outcome",
  children,
}: {
  icon?: LucideIcon;
  kind?: "outcome" | "check";
  children: React.ReactNode;
}) {
  const Mark = Icon ?? Check;
  return kind === "outcome" ? (
    <p className="m-0 mt-3 flex items-center gap-2 text-xs font-semibold text-primary">
      <Mark aria-hidden="true" className="size-4" />
      {children}
    </p>
  ) : (
    <p className="m-0 mt-3 flex items-center gap-1.5 border-t border-border pt-3 text-xs font-medium text-muted-foreground">
      <Mark aria-hidden="true" className="size-3.5 text-success" />
      {children}
    </p>
  );
}
