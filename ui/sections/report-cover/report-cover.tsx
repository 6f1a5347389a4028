import type * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Eyebrow } from "../../primitives/section";

/** The cover's one chart: a count for each hour of the day, the hours outside the office day picked out. */
export type ReportCoverChart = {
  /** What the chart shows, in one sentence: its accessible name (the bars themselves are not read out). */
  label: string;
  /** The chart's title, over its right edge, e.g. 'Enquiries by hour of the day'. */
  title: string;
  /** The headline figure and what it counts, e.g. '41%' and 'of enquiries outside office hours'. */
  figure: { value: string; label: string };
  /** A count for each hour, 0 to 23 (relative: only the shape is drawn). */
  byHour: readonly number[];
  /** The office day, as hours [from, to): hours outside it are drawn in apricot, the office day in a pale tint. */
  officeHours: readonly [number, number];
  /** The hours marked under the chart, e.g. [0, 6, 12, 18, 23], each drawn at the start of its bar ('06:00'). */
  axis: readonly number[];
  /** The legend's two keys. */
  outOfHoursLabel: string;
  inHoursLabel: string;
};

type ReportCoverProps = Omit<React.ComponentProps<"div">, "children" | "title"> & {
  eyebrow: string;
  /** Which report this is, set against the eyebrow like a cover's edition line, e.g. 'Annual report · 2025'. */
  edition: string;
  /** The page's one h1. */
  title: string;
  intro: React.ReactNode;
  chart: ReportCoverChart;
  /** Who wrote it: a `ReportByline` with `tone="inverse"`. */
  byline: React.ReactNode;
};

/**
 * The opening of a report page, drawn as a report's cover: an ink band with an edition line, a large title beside
 * its intro and byline, then the report's headline finding as the cover's picture (a figure in apricot over a chart
 * the full width of the page; on a phone straight under the title, before the intro, so it is in the first screen). Use it instead of `PageHero` on a page that is a
 * report, once; every other inner page opens with `PageHero`.
 */
export function ReportCover({ eyebrow, edition, title, intro, chart, byline, className, ...props }: ReportCoverProps) {
  return (
    <div
      data-slot="report-cover"
      className={cn(
        "relative isolate overflow-hidden bg-inverse text-inverse-foreground",
        "bg-[radial-gradient(48rem_28rem_at_90%_0%,color-mix(in_oklch,var(--primary)_28%,transparent),transparent)]",
        className,
      )}
      {...props}
    >
      <Container className="pt-14 pb-12 sm:pt-20 sm:pb-16 lg:pt-14">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-inverse-foreground/20 pb-4">
          <Eyebrow tone="inverse">{eyebrow}</Eyebrow>
          <p data-slot="report-cover-edition" className="text-sm text-inverse-muted-foreground tabular-nums">
            {edition}
          </p>
        </div>
        {/* On a phone the chart straight under the title, so the finding is in the first screen; on a laptop the
            intro and byline beside the title and the chart under both, whole in the first screen too. */}
        <div className="mt-8 grid gap-y-8 sm:gap-y-12 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-end lg:gap-x-14 lg:gap-y-10">
          <h1 className="text-4xl font-semibold text-balance sm:text-6xl lg:text-[4rem] lg:leading-[1.05]">{title}</h1>
          <CoverChart chart={chart} />
          <div className="lg:col-start-2 lg:row-start-1">
            <div className="text-[1.0625rem] leading-relaxed text-inverse-muted-foreground sm:text-lg">{intro}</div>
            <div className="mt-8">{byline}</div>
          </div>
        </div>
      </Container>
    </div>
  );
}

function CoverChart({ chart }: { chart: ReportCoverChart }) {
  const peak = Math.max(...chart.byHour);
  const [opens, closes] = chart.officeHours;
  return (
    <figure
      role="img"
      aria-label={chart.label}
      data-slot="report-cover-chart"
      className="m-0 lg:col-span-2 lg:row-start-2"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="m-0 flex items-baseline gap-4">
          <span className="font-display text-6xl font-semibold tracking-tight text-accent sm:text-7xl">
            {chart.figure.value}
          </span>
          <span className="max-w-[11rem] text-base leading-snug">{chart.figure.label}</span>
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-inverse-muted-foreground">
          <span className="font-medium text-inverse-foreground">{chart.title}</span>
          <span className="flex items-center gap-2">
            <span data-slot="report-cover-key" className="size-2.5 rounded-sm bg-accent" />
            {chart.outOfHoursLabel}
          </span>
          <span className="flex items-center gap-2">
            <span data-slot="report-cover-key" className="size-2.5 rounded-sm bg-inverse-foreground/25" />
            {chart.inHoursLabel}
          </span>
        </div>
      </div>
      {/* Stretched to the page's width: the bars are drawn in a 24-column box and scale with it, the gaps too. */}
      <svg viewBox="0 0 240 80" preserveAspectRatio="none" className="mt-6 block h-36 w-full sm:h-40">
        {chart.byHour.map((count, hour) => {
          const height = (count / peak) * 78;
          const inHours = hour >= opens && hour < closes;
          return (
            <rect
              key={hour}
              data-slot={inHours ? "report-cover-in-hours" : "report-cover-out-of-hours"}
              x={hour * 10 + 1.5}
              y={80 - height}
              width={7}
              height={height}
              className={inHours ? "fill-inverse-foreground/25" : "fill-accent"}
            />
          );
        })}
      </svg>
      {/* Each hour at the start of its bar; its label pulled back by the same share of its own width, so the first
          starts at the edge, the last ends at it and the middle ones sit centred on their tick. */}
      <div className="relative mt-2 h-6 border-t border-inverse-foreground/20 text-xs text-inverse-muted-foreground tabular-nums">
        {chart.axis.map((hour) => {
          const at = (hour / chart.byHour.length) * 100;
          return (
            <span
              key={hour}
              data-slot="report-cover-tick"
              className="absolute top-0 pt-2 before:absolute before:top-0 before:left-[var(--at)] before:h-1.5 before:w-px before:bg-inverse-foreground/40"
              style={{ left: `${at}%`, transform: `translateX(-${at}%)`, ["--at" as string]: `${at}%` }}
            >
              {`${String(hour).padStart(2, "0")}:00`}
            </span>
          );
        })}
      </div>
    </figure>
  );
}
