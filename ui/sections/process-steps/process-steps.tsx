import * as React from "react";
import { cn } from "../../lib/cn";
import { SectionHeader } from "../../primitives/section";

export interface ProcessStep {
  title: string;
  description: string;
}

type ProcessStepsProps = Omit<React.ComponentProps<"section">, "children"> & {
  eyebrow?: string;
  heading: string;
  intro?: string;
  steps: readonly ProcessStep[];
};

/** An ordered process (Services: Discovery & Analysis … Deployment & Support): an `<ol>`, numbered for the eye too. */
export function ProcessSteps({ eyebrow, heading, intro, steps, className, ...props }: ProcessStepsProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="process-steps"
      className={cn("bg-inverse py-16 text-inverse-foreground sm:py-24", className)}
      {...props}
    >
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={heading} intro={intro} tone="inverse" />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              data-slot="process-step"
              className="relative flex flex-col gap-3 rounded-xl border border-inverse-foreground/15 bg-inverse-foreground/5 p-6"
            >
              <span aria-hidden="true" className="font-display text-sm font-semibold text-accent">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="leading-relaxed text-inverse-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
