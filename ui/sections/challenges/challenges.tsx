import * as React from "react";
import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";

export type ChallengePair = {
  id: string;
  problemTitle: string;
  problem: string;
  solutionTitle: string;
  solution: string;
};

export type ChallengesProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The element id the path chooser and nav scroll to (`event-automation` on the home page). */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** The small labels over each half of a row ('The challenge', 'How we fix it'). */
  copy: { problemLabel: string; solutionLabel: string };
  pairs: readonly ChallengePair[];
};

// Requirements: docs/product/screens.md#home, item 4.
/**
 * Event-planning challenges as problem/solution pairs (unnumbered: their order means nothing), under one strong rule:
 * each problem in plain type, its fix under it on a tinted panel with a tick; two pairs side by side from 768 px, so
 * four fit in about a screen. From 768 px the two labels are drawn once, as a key above the pairs; on a phone each
 * pair keeps its own (screen readers hear them in every pair at any width), and the problem's longer text waits for a
 * wider screen. Use it when every problem has a matching answer; for a plain list of pain points use `FeatureGrid`.
 */
export function Challenges({ id, eyebrow, title, intro, copy, pairs, className, ...props }: ChallengesProps) {
  const headingId = `${id}-heading`;
  return (
    <Section
      id={id}
      data-slot="challenges"
      spacing="compact"
      aria-labelledby={headingId}
      className={className}
      {...props}
    >
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} introSize="compact" />
        {/* The two labels, once, as a key above the pairs; each pair's own copies are read out instead, so this is for
            the eye only. */}
        <div
          aria-hidden="true"
          data-slot="challenge-columns"
          className="mt-10 hidden items-center gap-8 pb-3 md:flex lg:mt-12"
        >
          <HalfLabel>{copy.problemLabel}</HalfLabel>
          <HalfLabel solution>{copy.solutionLabel}</HalfLabel>
        </div>
        <ul className="mt-6 grid border-t-2 border-foreground sm:mt-10 md:mt-0 md:grid-cols-2 md:gap-x-10 lg:gap-x-14">
          {pairs.map((pair) => (
            <ChallengeRow key={pair.id} pair={pair} copy={copy} />
          ))}
        </ul>
      </Container>
    </Section>
  );
}

/** A half's label ('The challenge', 'How we fix it'): over its column on a laptop, in each row on a phone. */
function HalfLabel({
  solution = false,
  className,
  children,
}: {
  solution?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p
      className={cn(
        "text-xs font-semibold tracking-wide uppercase",
        solution ? "flex items-center gap-2 text-secondary-foreground" : "text-muted-foreground",
        className,
      )}
    >
      {solution ? <SolvedMark /> : null}
      {children}
    </p>
  );
}

function SolvedMark() {
  return (
    <span aria-hidden="true" className="grid size-5 place-items-center rounded-full bg-accent text-accent-foreground">
      <Check className="size-3.5" strokeWidth={3} />
    </span>
  );
}

function ChallengeRow({ pair, copy }: { pair: ChallengePair; copy: ChallengesProps["copy"] }) {
  return (
    <li data-slot="challenge-pair" className="border-b border-border">
      <article aria-labelledby={`${pair.id}-problem`} className="flex h-full flex-col gap-3 py-5 sm:gap-4 sm:py-8">
        <div className="flex flex-col gap-2">
          <HalfLabel className="md:sr-only">{copy.problemLabel}</HalfLabel>
          <h3 id={`${pair.id}-problem`} className="text-xl font-semibold text-foreground sm:text-2xl">
            {pair.problemTitle}
          </h3>
          <p className="hidden text-base leading-relaxed text-muted-foreground sm:block">{pair.problem}</p>
        </div>
        {/* The fix fills the rest of the pair, so two side by side end on one line. */}
        <div className="flex flex-1 flex-col gap-1.5 rounded-xl bg-secondary/60 p-4 sm:gap-2 sm:p-5">
          <HalfLabel solution className="md:sr-only">
            {copy.solutionLabel}
          </HalfLabel>
          <h4 className="flex items-start gap-2 text-lg font-semibold text-foreground">
            <span className="mt-1 hidden md:inline">
              <SolvedMark />
            </span>
            {pair.solutionTitle}
          </h4>
          <p className="text-[0.9375rem] leading-relaxed text-foreground/80 sm:text-base">{pair.solution}</p>
        </div>
      </article>
    </li>
  );
}
