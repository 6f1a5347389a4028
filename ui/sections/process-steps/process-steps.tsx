import * as React from "react";
import { Card } from "../../primitives/card";
import { Container, Section, SectionHeader } from "../../primitives/section";

export interface ProcessStep {
  title: string;
  description: string;
}

type ProcessStepsProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: readonly ProcessStep[];
};

/**
 * Steps that happen in order (Services: Discovery & Analysis … Deployment & Support), on the ink band: an `<ol>`,
 * numbered for the eye too. Use it for a sequence of three to five steps; when order does not matter, use
 * `FeatureGrid`.
 */
export function ProcessSteps({ eyebrow, title, intro, steps, className, ...props }: ProcessStepsProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="process-steps" tone="inverse" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} tone="inverse" />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <Card
              asChild
              key={step.title}
              tone="on-inverse"
              layout="none"
              elevation={0}
              className="relative flex flex-col gap-3 p-6"
            >
              <li data-slot="process-step">
                <span aria-hidden="true" className="font-display text-sm font-semibold text-accent">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="leading-relaxed text-inverse-muted-foreground">{step.description}</p>
              </li>
            </Card>
          ))}
        </ol>
      </Container>
    </Section>
  );
}
