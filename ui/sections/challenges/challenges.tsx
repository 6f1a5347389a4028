import * as React from "react";
import { ArrowRight } from "lucide-react";
import { TickDisc } from "../../primitives/check-list";
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
  /** The names of each pair's halves ('The challenge', 'How we fix it'), read to screen readers in every pair. */
  copy: { problemLabel: string; solutionLabel: string };
  pairs: readonly ChallengePair[];
};

// Requirements: docs/product/screens.md#home, item 4.
/**
 * Event-planning challenges as problem/solution pairs (unnumbered: their order means nothing), one compact row each
 * between hairline rules under one strong rule: the problem on the left, an arrow, and its fix with a tick on the
 * right (on a phone the fix follows under the problem's title, and the problem's longer text waits for a wider
 * screen). The halves are not labelled on screen (the arrow and the tick say which is which); screen readers hear
 * 'The challenge' and 'How we fix it' in every pair. Use it when every problem has a matching answer; for a plain list
 * of pain points use `FeatureGrid`.
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
        <ul className="mt-8 border-t-2 border-foreground sm:mt-12">
          {pairs.map((pair) => (
            <ChallengeRow key={pair.id} pair={pair} copy={copy} />
          ))}
        </ul>
      </Container>
    </Section>
  );
}

function ChallengeRow({ pair, copy }: { pair: ChallengePair; copy: ChallengesProps["copy"] }) {
  return (
    <li data-slot="challenge-pair" className="border-b border-border">
      <article
        aria-labelledby={`${pair.id}-problem`}
        className="grid gap-3 py-5 sm:py-6 md:grid-cols-[minmax(0,5fr)_2rem_minmax(0,6fr)] md:items-center md:gap-6 lg:gap-10"
      >
        <div className="flex flex-col gap-1.5">
          <p className="sr-only">{copy.problemLabel}</p>
          <h3 id={`${pair.id}-problem`} className="text-lg font-semibold text-foreground sm:text-xl">
            {pair.problemTitle}
          </h3>
          <p className="hidden text-[0.9375rem] leading-relaxed text-muted-foreground sm:block">{pair.problem}</p>
        </div>
        <ArrowRight aria-hidden="true" className="hidden size-6 text-primary md:block" strokeWidth={2.25} />
        <div className="flex gap-3">
          <TickDisc className="mt-0.5" />
          <div className="flex flex-col gap-1">
            <p className="sr-only">{copy.solutionLabel}</p>
            <h4 className="text-base font-semibold text-foreground sm:text-lg">{pair.solutionTitle}</h4>
            <p className="text-[0.9375rem] leading-relaxed text-foreground/80">{pair.solution}</p>
          </div>
        </div>
      </article>
    </li>
  );
}
