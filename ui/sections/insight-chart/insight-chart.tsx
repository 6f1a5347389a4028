import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";

/**
 * One bar: what is measured, its value on the chart's scale and the value as printed (e.g. 31 and '+31%').
 * `remainder` marks the rest of a whole ('Everything else'): it is no category of its own, so it goes last, set apart
 * by a rule and drawn in a neutral grey, and is never the highlight. (Among the categories, a 15% 'everything else'
 * after 12% and 9% read as out of order.)
 */
export type ChartBar = { label: string; value: number; display: string; remainder?: boolean };

/** The bar a section is about, by its label, and an optional line about it printed under it. */
export type ChartHighlight = { bar: string; note?: string };

export type InsightChartProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Says what the chart shows; the figure's visible caption and its accessible name. */
  caption: string;
  bars: readonly ChartBar[];
  /**
   * The one bar the section is about: drawn in vermilion, every other bar in a pale tint of it. Vermilion means only
   * this on a page, so a picture beside the chart picks out its categories in ink. Its `note` is a line under that bar
   * saying what to see in it; give no figure there the bars already print. Leave it out and every bar takes the pale
   * tint.
   */
  highlight?: ChartHighlight;
  /**
   * Figures on another scale than the bars (a multiple, a share), set large beside the chart. Leave them out when the
   * page already says them elsewhere (a `StatTable` below, a picture above): a figure read twice in the same words
   * reads as padding.
   */
  highlights?: readonly { value: string; label: string }[];
};

/**
 * A band with a horizontal bar chart of a few figures on one scale, with big callouts beside it for figures on another
 * scale. The scale ends at the longest bar, whose printed value closes the row: every bar carries its value, so there
 * is no axis, no gridline and no empty band on the right. The chart is a list, one item per bar (its label and
 * value), so a screen reader reads the figures and the highlight's note in order; put the same figures in a
 * `StatTable` below it when they need their context. Use it for three to six comparable figures.
 */
export function InsightChart({
  eyebrow,
  title,
  intro,
  caption,
  bars,
  highlight,
  highlights = [],
  className,
  ...props
}: InsightChartProps) {
  const id = React.useId();
  const headingId = `${id}-heading`;
  const captionId = `${id}-caption`;
  const longest = Math.max(...bars.map((bar) => bar.value));
  return (
    <Section aria-labelledby={headingId} data-slot="insight-chart" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        {/* The callouts take a third of the width beside the chart; without them the chart has the whole row. */}
        <div
          className={cn(
            "mt-10 grid gap-6 lg:gap-8",
            highlights.length > 0 && "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
          )}
        >
          {/* Named through its caption explicitly: not every assistive technology reads a figcaption as the name. */}
          <figure
            aria-labelledby={captionId}
            className="m-0 rounded-2xl border border-border bg-card p-5 shadow-1 sm:p-8"
          >
            <figcaption id={captionId} className="text-sm font-medium text-muted-foreground">
              {caption}
            </figcaption>
            <ul data-slot="insight-chart-bars" className="mt-6 grid gap-5">
              {bars.map((bar) => {
                const highlighted = bar.label === highlight?.bar;
                return (
                  <li
                    key={bar.label}
                    data-slot="insight-chart-bar"
                    data-highlighted={highlighted || undefined}
                    data-remainder={bar.remainder || undefined}
                    className={cn(
                      "grid gap-x-6 gap-y-1.5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-center",
                      bar.remainder && "border-t border-dashed border-border pt-5",
                    )}
                  >
                    <span className={cn("text-sm text-foreground", highlighted && "font-semibold")}>{bar.label}</span>
                    {/* The track keeps a gutter on the right for the printed value: the longest bar ends there. */}
                    <span className="flex items-center gap-2">
                      <span
                        data-slot="insight-chart-bar-fill"
                        className={cn(
                          "h-5 shrink-0 rounded-xs",
                          highlighted ? "bg-primary" : bar.remainder ? "bg-muted-foreground/30" : "bg-primary/35",
                        )}
                        style={{ width: `calc((100% - 3.5rem) * ${bar.value / longest})` }}
                      />
                      <span
                        className={cn(
                          "font-display text-base font-semibold",
                          highlighted ? "text-primary" : "text-foreground",
                        )}
                      >
                        {bar.display}
                      </span>
                    </span>
                    {/* Under the bar, not under the label: the note reads as the bar's annotation. */}
                    {highlighted && highlight.note ? (
                      <span
                        data-slot="insight-chart-note"
                        className="mt-0.5 block max-w-prose sm:col-start-2 border-l-2 border-primary pl-3 text-sm leading-relaxed text-foreground"
                      >
                        {highlight.note}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </figure>
          {highlights.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
              {highlights.map((callout) => (
                <li
                  key={callout.label}
                  className="flex flex-col justify-center gap-2 rounded-2xl bg-inverse p-6 text-inverse-foreground sm:p-8"
                >
                  <span className="font-display text-5xl font-semibold tracking-tight text-accent">
                    {callout.value}
                  </span>
                  <span className="text-sm leading-relaxed text-inverse-muted-foreground">{callout.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </Section>
  );
}
