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
              // Figure beside the words on a phone (a short row each), above them from tablet width (three columns).
              className="flex flex-1 items-start gap-4 px-5 py-5 sm:px-6 sm:py-6 md:flex-col md:gap-3"
            >
              <p
                aria-hidden="true"
                data-slot="guarantee-figure"
                className="flex w-20 shrink-0 flex-col font-display md:w-auto md:flex-row md:items-baseline md:gap-2"
              >
                <span className="text-4xl leading-none font-semibold tracking-tight text-primary tabular-nums md:text-5xl">
                  {guarantee.figure.value}
                </span>
                <span className="mt-1 text-xs leading-snug font-medium text-muted-foreground md:mt-0 md:text-sm">
                  {guarantee.figure.label}
                </span>
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
