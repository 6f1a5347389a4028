import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";

/** One bar: what is measured, its value on the chart's scale and the value as printed (e.g. 31 and '+31%'). */
export type ChartBar = { label: string; value: number; display: string };

export type InsightChartProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Says what the chart shows; the figure's visible caption and, with the values, its text alternative. */
  caption: string;
  bars: readonly ChartBar[];
  /** The top of the scale, a little above the longest bar (35 for bars up to +31%): more leaves a dead band. */
  max: number;
  /** The gridlines' spacing, from 0 up to `max`; a divisor of it, so the last line is the scale's end (5 on a scale of 35). */
  tick: number;
  /** Printed after each gridline's number, e.g. '%'. */
  unit: string;
  /**
   * Figures on another scale than the bars (a multiple, a share), set large beside the chart. Leave them out when the
   * page already says them elsewhere (a `StatTable` below, a picture above): a figure read twice in the same words
   * reads as padding.
   */
  highlights?: readonly { value: string; label: string }[];
};

const rowHeight = 60;
const axisHeight = 28;
// The bars take at most this share of the width, leaving room for the value printed after the longest.
const barShare = 0.9;

/**
 * A band with a horizontal bar chart of a few figures on one scale, drawn in SVG at the width it is given (the text
 * stays at its size, the bars stretch), with big callouts beside it for figures on another scale. The chart is one
 * image to assistive technology, named by its caption and values; put the same figures in a `StatTable` below it, so
 * they can also be read as a table. Use it for three to six comparable figures.
 */
export function InsightChart({
  eyebrow,
  title,
  intro,
  caption,
  bars,
  max,
  tick,
  unit,
  highlights = [],
  className,
  ...props
}: InsightChartProps) {
  const headingId = `${React.useId()}-heading`;
  const height = bars.length * rowHeight + axisHeight;
  const share = (value: number) => `${((value / max) * barShare * 100).toFixed(2)}%`;
  const gridlines = Array.from({ length: Math.floor(max / tick) + 1 }, (_, index) => index * tick);
  const textAlternative = `${caption}: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(", ")}.`;
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
          <figure className="m-0 rounded-2xl border border-border bg-card p-5 shadow-1 sm:p-8">
            <figcaption className="text-sm font-medium text-foreground">{caption}</figcaption>
            <svg
              role="img"
              aria-label={textAlternative}
              width="100%"
              height={height}
              className="mt-6 block overflow-visible text-sm"
            >
              {gridlines.map((line) => (
                <g key={line}>
                  <line
                    x1={share(line)}
                    x2={share(line)}
                    y1={0}
                    y2={height - axisHeight + 4}
                    className="stroke-border"
                    strokeDasharray={line === 0 ? undefined : "3 4"}
                  />
                  <text
                    x={share(line)}
                    y={height - 6}
                    textAnchor={line === 0 ? "start" : "middle"}
                    className="fill-muted-foreground text-xs tabular-nums"
                  >
                    {line}
                    {unit}
                  </text>
                </g>
              ))}
              {bars.map((bar, index) => {
                const top = index * rowHeight;
                return (
                  <g key={bar.label} data-slot="insight-chart-bar">
                    <text x={0} y={top + 16} className="fill-foreground font-medium">
                      {bar.label}
                    </text>
                    <rect x={0} y={top + 26} width={share(bar.value)} height={18} rx={5} className="fill-primary" />
                    <text
                      x={share(bar.value)}
                      dx={8}
                      y={top + 40}
                      className="fill-foreground font-display font-semibold tabular-nums"
                    >
                      {bar.display}
                    </text>
                  </g>
                );
              })}
            </svg>
          </figure>
          {highlights.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
              {highlights.map((highlight) => (
                <li
                  key={highlight.label}
                  className="flex flex-col justify-center gap-2 rounded-2xl bg-inverse p-6 text-inverse-foreground sm:p-8"
                >
                  <span className="font-display text-5xl font-semibold tracking-tight text-accent">
                    {highlight.value}
                  </span>
                  <span className="text-sm leading-relaxed text-inverse-muted-foreground">{highlight.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </Section>
  );
}
