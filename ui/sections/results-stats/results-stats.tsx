import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { useReducedMotion } from "../../lib/reduced-motion";
import { countUpValue, useCountUp } from "./use-count-up";

export type ResultStat = {
  id: string;
  /** The whole number the counter lands on. */
  value: number;
  /** Shown before the number, e.g. "+". */
  prefix?: string;
  /** Shown after the number, e.g. "%" or "x". */
  suffix: string;
  label: string;
};

export type ResultsStatsProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Optional: most bands let their heading speak alone (a small capitals label over every heading read as a template). */
  eyebrow?: string;
  title: string;
  intro: string;
  stats: readonly ResultStat[];
  /** How long the counters take to reach their values once the block is on screen (docs/product/constants.md#site-timing: 2000 ms). */
  durationMs?: number;
  /**
   * Where the band remembers that its counters have run: once they have, they stay at their final values (a reload
   * mid-page never drops them to zero and counts again). The site passes `sessionCountMemory(key)`, one per visit;
   * stories pass their own. Without it they run on every mount.
   */
  memory?: CountMemory;
  /** Holds the counters at this point of their run (0 to 1) instead of running it: a still of the count part-way. */
  pinnedProgress?: number;
  /**
   * Under each figure, two bars to scale: before (grey) and after (vermilion, growing with the count), and a key
   * naming the two. For figures that say how much something grew: 'x' times, or '+' / '-' a per cent.
   */
  scale?: { before: string; after: string };
};

/** Whether the counters have run already, and the place to note that they have. */
export type CountMemory = { hasCounted: () => boolean; rememberCounted: () => void };

/**
 * The visit's memory: sessionStorage under `key`. Storage may be unavailable (private mode, disabled): the counters
 * then simply run again next time. Create it once (at module level), not per render.
 */
export function sessionCountMemory(key: string): CountMemory {
  return {
    hasCounted: () => {
      try {
        return sessionStorage.getItem(key) === "counted";
      } catch {
        return false;
      }
    },
    rememberCounted: () => {
      try {
        sessionStorage.setItem(key, "counted");
      } catch {
        // Nowhere to keep it: the counters run again on the next mount.
      }
    },
  };
}

function formatStat(stat: ResultStat, value: number): string {
  return `${stat.prefix ?? ""}${value}${stat.suffix}`;
}

/** How many times 'before' the figure's 'after' is: 3 for '3x', 1.23 for '+23%', 0.8 for '-20%'. */
function growthOf(stat: ResultStat): number {
  if (stat.suffix === "x") return stat.value;
  return 1 + ((stat.prefix === "-" ? -1 : 1) * stat.value) / 100;
}

/**
 * Where the counters are: `static` shows the final figures (server render, no JavaScript, reduced motion, no
 * IntersectionObserver); `waiting` zeroes them while the block is off screen; `counting` runs the count-up,
 * once, from the first time the block is on screen.
 */
type CountPhase = "static" | "waiting" | "counting";

function useCountPhase<T extends Element>(
  reducedMotion: boolean,
  memory: CountMemory | undefined,
): [React.RefCallback<T>, CountPhase] {
  const [phase, setPhase] = React.useState<CountPhase>("static");
  const ref = React.useCallback(
    (element: T | null) => {
      if (!element || reducedMotion || typeof IntersectionObserver === "undefined" || memory?.hasCounted()) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setPhase("counting");
            memory?.rememberCounted();
            observer.disconnect();
          } else {
            setPhase((current) => (current === "counting" ? current : "waiting"));
          }
        },
        { threshold: 0.25 },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [reducedMotion, memory],
  );
  return [ref, phase];
}

// Requirements: docs/product/screens.md#home, item 2.
/**
 * The animated results band. The counters run once, when the block first scrolls into view
 * (once per visit with `memory`);
 * under reduced motion, and before JavaScript runs, they show their final values. Screen readers get the final figures only: the
 * moving digits are hidden from them.
 *
 * Use it for three to five headline figures that speak for themselves. When each figure needs its context or
 * source, use `StatTable`; the count-up is for one band per page at most.
 */
export function ResultsStats({
  eyebrow,
  title,
  intro,
  stats,
  durationMs = 2000,
  memory,
  pinnedProgress,
  scale,
  className,
  ...props
}: ResultsStatsProps) {
  const headingId = React.useId();
  const reducedMotion = useReducedMotion();
  const [ref, phase] = useCountPhase<HTMLUListElement>(reducedMotion, memory);
  const counted = useCountUp({ active: phase === "counting", durationMs, reducedMotion });
  const progress = pinnedProgress ?? (phase === "static" ? 1 : phase === "waiting" ? 0 : counted);

  return (
    <Section spacing="compact" data-slot="results-stats" aria-labelledby={headingId} className={className} {...props}>
      <Container>
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          introSize="compact"
          layout="split"
        />
        {scale ? (
          // The bars' key, over the rules at the right, as a chart's legend (under them it pushed the clients' wordmarks
          // away from the figures they are the sources of); the figures themselves say the same.
          <p
            aria-hidden="true"
            data-slot="results-stats-key"
            className="mt-6 flex justify-end gap-5 text-xs font-medium text-muted-foreground sm:mt-10"
          >
            <span className="flex items-center gap-1.5">
              <span className="h-1.5 w-4 rounded-full bg-foreground/25" />
              {scale.before}
            </span>
            <span className="flex items-center gap-1.5">
              <span className="h-1.5 w-4 rounded-full bg-primary" />
              {scale.after}
            </span>
          </p>
        ) : null}
        {/* Open figures between two ink rules, as a report prints its headline numbers: no box around them. */}
        <ul
          ref={ref}
          data-slot="results-stats-list"
          data-phase={phase}
          data-complete={progress >= 1 || undefined}
          className={cn(
            "grid grid-cols-2 border-y border-foreground/80 lg:grid-cols-5",
            scale ? "mt-3" : "mt-6 sm:mt-12",
          )}
        >
          {stats.map((stat, index) => (
            <li
              key={stat.id}
              data-slot="results-stat"
              className={cn(
                // Each figure centred in its cell, hairlines between cells: every figure sits the same way (the lead one
                // flush left beside four inset read as a mistake). The lead figure spans the first row on small
                // screens, the rest sit two to a row.
                "flex flex-col items-center gap-1 border-border px-4 py-5 text-center sm:gap-2 sm:px-6 sm:py-8",
                index === 0 ? "col-span-2 border-b lg:col-span-1 lg:border-b-0" : "lg:border-l",
                index > 0 && index % 2 === 0 ? "border-l" : "",
                index > 0 && index < 3 ? "border-b lg:border-b-0" : "",
              )}
            >
              <span className="sr-only">{`${formatStat(stat, stat.value)} ${stat.label}`}</span>
              <span
                aria-hidden="true"
                data-slot="results-stat-value"
                className="font-display text-5xl font-semibold tracking-tight text-foreground tabular-nums sm:text-6xl"
              >
                {formatStat(stat, countUpValue(stat.value, progress))}
              </span>
              <span aria-hidden="true" className="text-sm font-medium text-muted-foreground">
                {stat.label}
              </span>
              {scale ? <ScaleBars growth={growthOf(stat)} progress={progress} /> : null}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

/**
 * Before and after to scale, the longer bar the cell's full measure: the 'after' bar grows from 'before' with the
 * count, so the figure and its picture move together.
 */
function ScaleBars({ growth, progress }: { growth: number; progress: number }) {
  const longer = Math.max(growth, 1);
  const width = (value: number) => `${(value / longer) * 100}%`;
  return (
    <span aria-hidden="true" data-slot="results-stat-bars" className="mt-2 grid w-full max-w-40 gap-1 sm:mt-3">
      <span
        data-slot="results-stat-before"
        className="h-1.5 rounded-full bg-foreground/25"
        style={{ width: width(1) }}
      />
      <span
        data-slot="results-stat-after"
        className="h-1.5 rounded-full bg-primary"
        style={{ width: width(1 + (growth - 1) * progress) }}
      />
    </span>
  );
}
