import * as React from "react";
import { ArrowRight } from "lucide-react";
import { Container, Section, SectionHeader } from "../../primitives/section";

export interface PainPoint {
  title: string;
  description: string;
  /** The service that removes it (one of the services page's six). */
  remedy: string;
}

type PainPointLedgerProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: readonly PainPoint[];
  /** Precedes each remedy ('Fixed by'). */
  remedyLabel: string;
  tone?: "default" | "muted";
};

/**
 * Problems set against their fixes, as a ledger: one ruled row per problem, its name large, what it costs in a
 * sentence, and the service that removes it at the end of the row. For a page that argues from pain to remedy
 * (market insights). Not for features (`FeatureGrid`) or for before/after pairs with pictures (`Challenges`).
 */
export function PainPointLedger({
  eyebrow,
  title,
  intro,
  items,
  remedyLabel,
  tone = "default",
  className,
  ...props
}: PainPointLedgerProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="pain-point-ledger" tone={tone} className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        {/* Unnumbered: the problems come in no order, and the site numbers only what happens in order. */}
        <ul className="mt-12 border-t-2 border-foreground sm:mt-14">
          {items.map((item) => (
            <li
              key={item.title}
              data-slot="pain-point"
              className="grid gap-3 border-b border-border py-7 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)_minmax(0,3fr)] lg:items-baseline lg:gap-8"
            >
              <h3 className="text-xl font-semibold text-balance sm:text-2xl">{item.title}</h3>
              <p className="leading-relaxed text-muted-foreground">{item.description}</p>
              {/* Its column starts where the description's ends: flush right, the fix sat a gap away from its problem. */}
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm lg:flex-col lg:items-start">
                <span className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
                  {remedyLabel}
                  <span className="sr-only">: </span>
                </span>
                <span className="inline-flex items-center gap-1.5 font-semibold text-primary">
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  {item.remedy}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
