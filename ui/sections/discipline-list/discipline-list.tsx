import * as React from "react";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { itemNumber } from "../../lib/item-number";

export interface Discipline {
  title: string;
  description: string;
}

type DisciplineListProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Three to five groups; each an h3, numbered large for the eye. */
  items: readonly Discipline[];
};

/**
 * Who does the work, as an index: the heading holds its place on the left while a numbered column of disciplines
 * runs beside it, one hairline between each. For a team's groups or roles (a handful, each a name and a sentence).
 * Not for features with icons (`FeatureGrid`) or for steps in order (`ProcessSteps`).
 */
export function DisciplineList({ eyebrow, title, intro, items, className, ...props }: DisciplineListProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="discipline-list" className={className} {...props}>
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start"
        />
        <ul className="border-t border-border lg:col-span-7">
          {items.map((item, index) => (
            <li
              key={item.title}
              data-slot="discipline"
              className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4 border-b border-border py-8 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-x-6"
            >
              <span
                aria-hidden="true"
                className="font-display text-4xl leading-none font-semibold text-primary/70 sm:text-5xl"
              >
                {itemNumber(index)}
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-xl font-semibold sm:text-2xl">{item.title}</h3>
                <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
