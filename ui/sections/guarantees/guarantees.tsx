import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section } from "../../primitives/section";
import { VisuallyHidden } from "../../primitives/visually-hidden";

/**
 * The promise as one figure set large ("30" "days to judge it"): it says what the guarantee is worth before its words
 * are read. Drawn for sighted readers only; the description must say the same in words.
 */
export type GuaranteeFigure = { value: string; label: string };

export type Guarantee = { figure: GuaranteeFigure; title: string; description: string };

export type GuaranteesProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Names the strip for assistive technology; the three guarantees speak for themselves visually. */
  title: string;
  guarantees: readonly Guarantee[];
};

// Requirements: docs/product/constants.md#guarantees (Home §8).
/**
 * The guarantees strip (30-Day Money-Back, Pilot Program Available, Cancel Anytime): three promises that lower the
 * risk of booking, on one quiet card split by hairlines (stacked on a phone, side by side from tablet width), each led by its figure in
 * the display face (30 days, 1 event, 0 months minimum term): numbers, like the results above, not three stock icons. It
 * follows the prices, on their muted band as its continuation, and stays plainer than their tickets, so the prices
 * keep the event-pass motif to themselves.
 * Keep it to three short promises; the `title` names the strip for screen readers only.
 */
function Guarantees({ title, guarantees, className, ...props }: GuaranteesProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section
      aria-labelledby={headingId}
      data-slot="guarantees"
      tone="muted"
      spacing="none"
      // The prices' band carried on (same tone, no gap of its own above): the promises read as part of the offer, not
      // as one more band.
      className={cn("pb-9 sm:pb-16 lg:pb-20", className)}
      {...props}
    >
      <Container>
        <VisuallyHidden asChild>
          <h2 id={headingId}>{title}</h2>
        </VisuallyHidden>
        <ul className="flex flex-col divide-y divide-border rounded-2xl border bg-card shadow-1 md:flex-row md:divide-x md:divide-y-0">
          {guarantees.map((guarantee) => (
            <li
              key={guarantee.title}
              data-slot="guarantee"
              className="flex flex-1 flex-col gap-3 px-5 py-5 sm:px-6 sm:py-6"
            >
              <p aria-hidden="true" data-slot="guarantee-figure" className="flex items-baseline gap-2 font-display">
                <span className="text-4xl leading-none font-semibold tracking-tight text-primary tabular-nums md:text-5xl">
                  {guarantee.figure.value}
                </span>
                <span className="text-sm font-medium text-muted-foreground">{guarantee.figure.label}</span>
              </p>
              <div className="flex flex-col gap-1">
                <h3 className="text-[1.0625rem] font-semibold">{guarantee.title}</h3>
                {/* Body size, not small print: at 13-14 px the promises read as a footnote to the prices. */}
                <p className="text-[0.9375rem] leading-relaxed text-muted-foreground">{guarantee.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

export { Guarantees };
