import * as React from "react";
import { Container, Eyebrow, Section } from "../../primitives/section";

export interface Statement {
  /** Names the statement ('Our mission'): an h3. */
  label: string;
  /** The statement itself, in one sentence: set large. */
  statement: string;
  /** What the statement means in practice, in a sentence or two under it. */
  detail: string;
}

type EditorialStatementProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /**
   * The section's h2, set small as the band's one label above the statements (the statements are the loud part).
   * No eyebrow beside it: two small labels in a row ("Why we exist · Mission and vision") read as a stutter.
   */
  title: string;
  /** One or two statements, set alike: side by side on a laptop, one under the other on a phone. */
  statements: readonly [Statement] | readonly [Statement, Statement];
  /**
   * A drawing that makes the statements concrete, under them across the width (About's: one enquiry's wait, an inbox
   * beside an assistant). Optional: the statements stand alone.
   */
  figure?: React.ReactNode;
};

/**
 * A company's beliefs as an editorial spread: each statement a sentence set as large as a headline, its label above
 * on a short brand rule and what it means in practice under it. Two are equals, side by side from laptop width (a
 * headline then a smaller pull quote read as two styles for one idea, and left a third of the band empty). For mission
 * and vision, or a manifesto line; two statements at most. Not for features or lists of points (use `FeatureGrid`):
 * its weight comes from having only one or two things to say.
 */
export function EditorialStatement({ title, statements, figure, className, ...props }: EditorialStatementProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="editorial-statement" className={className} {...props}>
      <Container>
        {/* No rule under it: above each statement's own brand rule, a hairline read as a double line. */}
        <header>
          <Eyebrow as="h2" id={headingId}>
            {title}
          </Eyebrow>
        </header>
        <div className="mt-8 grid gap-12 sm:mt-12 lg:grid-cols-2 lg:gap-16">
          {statements.map((item) => (
            <div key={item.label} data-slot="editorial-statement-item">
              {/* Our own words, so set large but not marked up as a quotation of someone else. */}
              {/* The rule spans the label only, at every width (full width on a phone it read as a divider). */}
              <h3 className="inline-block border-t-2 border-primary pt-4 font-display text-base font-semibold">
                {item.label}
              </h3>
              {/* A step smaller on a phone, where six lines at headline size read as a slab; wrapped evenly only from
                  tablet width up (balanced into a phone's width, a statement read as a narrow, ragged block). */}
              <p className="mt-5 font-display text-2xl leading-[1.2] font-semibold tracking-tight text-pretty sm:text-3xl sm:text-balance sm:leading-[1.15] lg:text-[2.125rem]">
                {item.statement}
              </p>
              <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{item.detail}</p>
            </div>
          ))}
        </div>
        {figure ? <div className="mt-12 sm:mt-16">{figure}</div> : null}
      </Container>
    </Section>
  );
}
