import * as React from "react";
import { Check, type LucideIcon } from "lucide-react";
import { Card } from "../../primitives/card";
import { IconTile } from "../../primitives/icon-tile";
import { Container, Section, SectionHeader } from "../../primitives/section";

export type ChallengePair = {
  id: string;
  icon: LucideIcon;
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
  /** The small labels over each half of a card ('The challenge', 'How we fix it'). */
  copy: { problemLabel: string; solutionLabel: string };
  pairs: readonly ChallengePair[];
};

// Requirements: docs/product/screens.md#home, item 4.
/**
 * Event-planning challenges as problem/solution pairs: each card names a
 * problem, then how we solve it. Use it when every problem has a matching answer; for a plain list of pain points
 * use `FeatureGrid`.
 */
export function Challenges({ id, eyebrow, title, intro, copy, pairs, className, ...props }: ChallengesProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} data-slot="challenges" aria-labelledby={headingId} className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} introSize="compact" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {pairs.map((pair) => (
            <ChallengeCard key={pair.id} pair={pair} copy={copy} />
          ))}
        </ul>
      </Container>
    </Section>
  );
}

function ChallengeCard({ pair, copy }: { pair: ChallengePair; copy: ChallengesProps["copy"] }) {
  return (
    <Card asChild layout="none" className="flex flex-col overflow-hidden">
      <li data-slot="challenge-pair">
        <article className="flex flex-1 flex-col" aria-labelledby={`${pair.id}-problem`}>
          <div className="flex-1 p-7 sm:p-8">
            <div className="flex items-center gap-3">
              <IconTile icon={pair.icon} tone="muted" />
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{copy.problemLabel}</p>
            </div>
            <h3 id={`${pair.id}-problem`} className="mt-5 text-xl font-semibold">
              {pair.problemTitle}
            </h3>
            <p className="mt-2 text-base leading-relaxed text-muted-foreground">{pair.problem}</p>
          </div>
          <div className="border-t bg-secondary/50 p-7 sm:p-8">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-secondary-foreground uppercase">
              <span
                aria-hidden="true"
                className="grid size-5 place-items-center rounded-full bg-accent text-accent-foreground"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              {copy.solutionLabel}
            </p>
            <h4 className="mt-3 text-lg font-semibold text-foreground">{pair.solutionTitle}</h4>
            <p className="mt-2 text-base leading-relaxed text-foreground/80">{pair.solution}</p>
          </div>
        </article>
      </li>
    </Card>
  );
}
