import * as React from "react";
import { cn } from "../../lib/cn";
import { SectionHeader } from "../../primitives/section";

type CtaBandProps = Omit<React.ComponentProps<"section">, "children"> & {
  heading: string;
  body: string;
  /** The actions (one or two buttons). */
  children: React.ReactNode;
};

/** A closing call to action on inner pages: an ink panel with a heading, a line of copy and the actions. */
export function CtaBand({ heading, body, children, className, ...props }: CtaBandProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <section aria-labelledby={headingId} data-slot="cta-band" className={cn("py-16 sm:py-24", className)} {...props}>
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <div className="relative overflow-hidden rounded-2xl bg-inverse px-6 py-12 text-inverse-foreground shadow-3 sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-40 size-96 rounded-full bg-primary/40 blur-3xl"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <SectionHeader headingId={headingId} title={heading} intro={body} tone="inverse" />
            <div className="flex flex-wrap gap-3">{children}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
