import * as React from "react";
import { Monogram, type MonogramTone } from "../../primitives/monogram";
import { Container, Section, SectionHeader } from "../../primitives/section";

/** The named person who leads a discipline, with the experience a buyer would ask about. */
export interface DisciplineLead {
  name: string;
  role: string;
  background: string;
  /** Their monogram's colour, where they also appear elsewhere on the page (About's rollout card). */
  tone?: MonogramTone;
}

export interface Discipline {
  title: string;
  description: string;
  /** Who leads it: drawn as a monogram beside their name, so the team is people, not only job titles. */
  lead?: DisciplineLead;
}

/** A first-person note under the heading: why the team exists, in a named person's words. */
export interface DisciplineNote {
  quote: string;
  name: string;
  role: string;
  tone?: MonogramTone;
}

type DisciplineListProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Beside the heading (under it on a phone), so the team is introduced by one of its people. */
  note?: DisciplineNote;
  /** Two, four or six groups (two a row on a wide screen, so an even number fills the rows); each an h3, with its lead if named. */
  items: readonly Discipline[];
  /** The words before a lead's name ("Led by"): copy, like every word the section shows. */
  leadLabel: string;
};

/**
 * Who does the work, as an index of a handful of groups: the heading opens the band with the founder's note beside it
 * (when there is one), and the disciplines follow under both, two a row on a wide screen, one hairline over each. Each
 * row of the band is full on both sides, so neither column runs on alone past the other. For a team's groups or roles
 * (a handful, each a name and a sentence, and the person who leads it); an even number fills the rows.
 * Not for features with icons (`FeatureGrid`) or for steps in order (`ProcessSteps`).
 */
export function DisciplineList({
  eyebrow,
  title,
  intro,
  note,
  items,
  leadLabel,
  className,
  ...props
}: DisciplineListProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="discipline-list" className={className} {...props}>
      <Container className="flex flex-col gap-10 lg:gap-14">
        <div className="grid gap-10 lg:grid-cols-12 lg:items-center lg:gap-12">
          <SectionHeader
            headingId={headingId}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            className="lg:col-span-5"
          />
          {note ? (
            <figure
              data-slot="discipline-note"
              className="m-0 rounded-2xl bg-muted p-6 sm:p-8 lg:col-span-6 lg:col-start-7 lg:p-10"
            >
              <blockquote className="m-0 font-display text-xl leading-snug font-medium text-balance">
                {note.quote}
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 text-sm leading-snug">
                <Monogram name={note.name} tone={note.tone} className="size-11" />
                <span>
                  <span className="block font-semibold">{note.name}</span>
                  <span className="text-muted-foreground">{note.role}</span>
                </span>
              </figcaption>
            </figure>
          ) : null}
        </div>
        {/* Two a row from lg, each row as tall as its taller half; a hairline under each and over the first row. */}
        <ul className="grid lg:grid-cols-2 lg:gap-x-12">
          {/* Unnumbered: the four work side by side, in no order, and the site numbers only what happens in order. */}
          {items.map((item) => (
            <li
              key={item.title}
              data-slot="discipline"
              className="border-b border-border py-8 first:border-t lg:nth-2:border-t"
            >
              <div className="flex flex-col gap-2">
                <h3 className="text-xl font-semibold sm:text-2xl">{item.title}</h3>
                <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">{item.description}</p>
                {item.lead ? (
                  <div data-slot="discipline-lead" className="mt-3 flex items-center gap-3">
                    <Monogram name={item.lead.name} tone={item.lead.tone} className="size-11" />
                    <p className="text-sm leading-snug">
                      <span className="font-semibold">{`${leadLabel} ${item.lead.name}`}</span>, {item.lead.role}
                      <span className="block text-muted-foreground">{item.lead.background}</span>
                    </p>
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
