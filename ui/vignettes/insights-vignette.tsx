import { ChartColumn } from "lucide-react";
import { cn } from "../lib/cn";
import { VignetteFrame } from "./vignette-frame";

export type InsightsVignetteCopy = {
  label: string;
  title: string;
  /** The period the figures cover ('2025'): a report, so drawn as a plain label, not a live status. */
  status: string;
  /** The headline figure and what it counts, e.g. '41%' and 'of enquiries outside office hours'. */
  figure: { value: string; label: string };
  /** Enquiries in each hour of the day, 0 to 23 (relative: only the shape is drawn). */
  byHour: readonly number[];
  /** The office day, as hours [from, to): hours outside it are drawn in ink, the office day in a pale tint of it. */
  officeHours: readonly [number, number];
  /** Under the chart, e.g. ['00:00', '12:00', '23:00']. */
  axis: readonly string[];
  /** The legend's two keys. */
  inHoursLabel: string;
  outOfHoursLabel: string;
};

/** A reporting dashboard: enquiries by hour of the day, those outside office hours picked out, and their share. */
export function InsightsVignette({ copy, className }: { copy: InsightsVignetteCopy; className?: string }) {
  const peak = Math.max(...copy.byHour);
  const [opens, closes] = copy.officeHours;
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      live={false}
      icon={<ChartColumn />}
      className={className}
    >
      <p className="m-0 flex items-baseline gap-2">
        <span className="font-display text-3xl font-semibold tracking-tight">{copy.figure.value}</span>
        <span className="text-xs text-muted-foreground">{copy.figure.label}</span>
      </p>
      {/* Ink, not vermilion: on the page below, vermilion marks the one figure a chart is about, so here it would give
          the same colour a second meaning. */}
      <svg viewBox="0 0 240 80" className="mt-3 block h-20 w-full" preserveAspectRatio="none">
        {copy.byHour.map((count, hour) => {
          const height = (count / peak) * 76;
          const inHours = hour >= opens && hour < closes;
          return (
            <rect
              key={hour}
              data-slot={inHours ? "insights-in-hours" : "insights-out-of-hours"}
              x={hour * 10 + 1.5}
              y={80 - height}
              width={7}
              height={height}
              rx={1.5}
              className={cn(inHours ? "fill-foreground/20" : "fill-foreground")}
            />
          );
        })}
      </svg>
      <div className="mt-1.5 flex justify-between text-[10px] text-muted-foreground tabular-nums">
        {copy.axis.map((tick) => (
          <span key={tick}>{tick}</span>
        ))}
      </div>
      <div className="mt-3 flex gap-4 text-[11px] text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span data-slot="insights-key" className="size-2 rounded-sm bg-foreground" />
          {copy.outOfHoursLabel}
        </span>
        <span className="flex items-center gap-1.5">
          <span data-slot="insights-key" className="size-2 rounded-sm bg-foreground/20" />
          {copy.inHoursLabel}
        </span>
      </div>
    </VignetteFrame>
  );
}
