import * as React from "react";
import { ArrowRight, Check } from "lucide-react";
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
 * Event-planning challenges as problem/solution pairs, one row each (unnumbered: their order means nothing) between hairline rules under one strong
 * rule at the top: the problem on the left, in plain type, and the fix on the right, on a tinted panel, with an arrow
 * between them (on a phone the fix follows under the problem's title, and the problem's longer text waits for a wider
 * screen). From 768 px the two labels head their columns once, above the rows; on a phone, where the halves stack,
 * each row keeps its own (screen readers hear them in every row at any width). Use it when every problem has a matching answer; for a plain list of pain points use `FeatureGrid`.
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
        {/* The columns' labels, once; each row's own copies are read out instead, so this is for the eye only. */}
        <div
          aria-hidden="true"
          data-slot="challenge-columns"
          className="mt-12 hidden grid-cols-[minmax(0,1fr)_2.5rem_minmax(0,1fr)] gap-6 pb-3 md:grid lg:gap-10"
        >
          <HalfLabel>{copy.problemLabel}</HalfLabel>
          <span />
          <HalfLabel solution>{copy.solutionLabel}</HalfLabel>
        </div>
        <ul className="mt-6 border-b border-border sm:mt-12 md:mt-0">
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
    <li data-slot="challenge-pair" className="border-t border-border first:border-t-2 first:border-foreground">
      <article
        aria-labelledby={`${pair.id}-problem`}
        className="grid gap-2 py-5 sm:gap-3 sm:py-8 md:grid-cols-[minmax(0,1fr)_2.5rem_minmax(0,1fr)] md:gap-6 lg:gap-10"
      >
        <div className="flex flex-col gap-2">
          <HalfLabel className="md:sr-only">{copy.problemLabel}</HalfLabel>
          <h3 id={`${pair.id}-problem`} className="text-xl font-semibold text-foreground sm:text-2xl">
            {pair.problemTitle}
          </h3>
          <p className="hidden text-base leading-relaxed text-muted-foreground sm:block">{pair.problem}</p>
        </div>
        <ArrowRight
          aria-hidden="true"
          className="hidden size-7 justify-self-center text-primary md:mt-1 md:block"
          strokeWidth={2.25}
        />
        <div className="flex flex-col gap-1.5 rounded-xl bg-secondary/60 p-4 sm:gap-2 sm:p-5">
          <HalfLabel solution className="md:sr-only">
            {copy.solutionLabel}
          </HalfLabel>
          <h4 className="text-lg font-semibold text-foreground">{pair.solutionTitle}</h4>
          <p className="text-[0.9375rem] leading-relaxed text-foreground/80 sm:text-base">{pair.solution}</p>
        </div>
      </article>
    </li>
  );
}
