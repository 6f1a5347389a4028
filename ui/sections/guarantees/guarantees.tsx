import * as React from "react";
import { DoorOpen, FlaskConical, RotateCcw, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { Container, Section } from "../../primitives/section";
import { VisuallyHidden } from "../../primitives/visually-hidden";

export type GuaranteeIcon = "refund" | "pilot" | "cancel";

export type Guarantee = { icon: GuaranteeIcon; title: string; description: string };

export type GuaranteesProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Names the strip for assistive technology; the three guarantees speak for themselves visually. */
  title: string;
  guarantees: readonly Guarantee[];
};

const icons: Record<GuaranteeIcon, LucideIcon> = { refund: RotateCcw, pilot: FlaskConical, cancel: DoorOpen };

// Requirements: docs/product/constants.md#guarantees (Home §8).
/**
 * The guarantees strip (30-Day Money-Back, Pilot Program Available, Cancel Anytime): three promises that lower the
 * risk of booking, on one quiet card split by hairlines (stacked on a phone, side by side from tablet width). It
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
          {guarantees.map((guarantee) => {
            const Icon = icons[guarantee.icon];
            return (
              <li
                key={guarantee.title}
                data-slot="guarantee"
                className="flex flex-1 items-start gap-3.5 px-5 py-5 sm:px-6 sm:py-6"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground"
                >
                  <Icon className="size-4.5" strokeWidth={2.25} />
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="text-[1.0625rem] font-semibold">{guarantee.title}</h3>
                  {/* Body size, not small print: at 13-14 px the promises read as a footnote to the prices. */}
                  <p className="text-[0.9375rem] leading-relaxed text-muted-foreground">{guarantee.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}

export { Guarantees };
