import * as React from "react";
import { DoorOpen, FlaskConical, RotateCcw, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";
import { IconTile } from "../../primitives/icon-tile";
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
 * The guarantees strip (30-Day Money-Back, Pilot Program Available, Cancel Anytime): three promises in one card that lower the risk of booking. Keep it to three short promises; the
 * `title` names the strip for screen readers only.
 */
function Guarantees({ title, guarantees, className, ...props }: GuaranteesProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section
      aria-labelledby={headingId}
      data-slot="guarantees"
      spacing="none"
      className={cn("py-10 sm:py-14 lg:py-16", className)}
      {...props}
    >
      <Container>
        <VisuallyHidden asChild>
          <h2 id={headingId}>{title}</h2>
        </VisuallyHidden>
        <Card asChild layout="none" className="grid divide-y md:grid-cols-3 md:divide-x md:divide-y-0">
          <ul>
            {guarantees.map((guarantee) => {
              const Icon = icons[guarantee.icon];
              return (
                <li key={guarantee.title} data-slot="guarantee" className="flex items-start gap-4 p-6 sm:p-7">
                  <IconTile icon={Icon} tone="accent" />
                  <div className="flex flex-col gap-1.5">
                    <h3 className="text-lg font-semibold">{guarantee.title}</h3>
                    <p className="text-sm leading-relaxed text-muted-foreground">{guarantee.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      </Container>
    </Section>
  );
}

export { Guarantees };
