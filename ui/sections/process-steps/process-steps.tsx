import * as React from "react";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { itemNumber } from "../../lib/item-number";

export interface ProcessStep {
  title: string;
  description: string;
  /** When the step happens in a typical engagement ('Week 1'); shown over the step's title. */
  when?: string;
}

type ProcessStepsProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: readonly ProcessStep[];
};

/**
 * Steps that happen in order (Services: Discovery & Analysis … Deployment & Support), drawn as a timeline on the
 * ink band: numbered nodes on one line, across the band on a wide screen and down the side on a phone. An `<ol>`,
 * so the order is read out too. Use it for a sequence of three to five steps; when order does not matter, use
 * `FeatureGrid`.
 */
export function ProcessSteps({ eyebrow, title, intro, steps, className, ...props }: ProcessStepsProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="process-steps" tone="inverse" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} tone="inverse" />
        <ol className="mt-14 grid gap-10 sm:mt-16 lg:grid-cols-4 lg:gap-8">
          {steps.map((step, index) => (
            <li
              key={step.title}
              data-slot="process-step"
              // The rail: from this node to the next, down on a phone and across from `lg` (none after the last).
              className="relative grid grid-cols-[2.75rem_minmax(0,1fr)] content-start gap-x-5 not-last:before:absolute not-last:before:top-12 not-last:before:-bottom-9 not-last:before:left-[1.375rem] not-last:before:w-px not-last:before:bg-inverse-foreground/20 lg:grid-cols-1 lg:gap-y-6 not-last:lg:before:top-[1.375rem] not-last:lg:before:right-[-2rem] not-last:lg:before:bottom-auto not-last:lg:before:left-16 not-last:lg:before:h-px not-last:lg:before:w-auto"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-full border border-accent/60 bg-inverse font-display text-sm font-semibold text-accent shadow-[0_0_0_6px_var(--inverse)]"
              >
                {itemNumber(index)}
              </span>
              <div className="flex flex-col gap-2 pt-1.5 lg:pt-0">
                {step.when ? (
                  <p className="text-xs font-semibold tracking-wide text-inverse-muted-foreground uppercase">
                    {step.when}
                  </p>
                ) : null}
                <h3 className="text-xl font-semibold">{step.title}</h3>
                <p className="leading-relaxed text-inverse-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}
