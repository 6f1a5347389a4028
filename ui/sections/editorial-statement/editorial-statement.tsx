import * as React from "react";
import { Container, Section } from "../../primitives/section";

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
  /** The lead statement, set as large display type. */
  lead: Statement;
  /**
   * The second statement, set as a pull quote with a brand rule. On a wide screen its label sits in the lead's label
   * column and its rule on the lead statement's left edge, so both labels and both statements read down one line.
   */
  quote: Statement;
};

/**
 * A company's beliefs as an editorial spread: one sentence set as large as a headline, then a second as a pull
 * quote. For mission and vision, or a manifesto line; two statements at most. Not for features or lists of points
 * (use `FeatureGrid`): its weight comes from having only one or two things to say.
 */
export function EditorialStatement({ title, lead, quote, className, ...props }: EditorialStatementProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="editorial-statement" className={className} {...props}>
      <Container>
        <header className="border-b border-border pb-5">
          <h2 id={headingId} className="font-sans text-sm font-semibold tracking-wide text-primary uppercase">
            {title}
          </h2>
        </header>
        <div className="mt-10 grid gap-5 sm:mt-14 lg:grid-cols-12">
          <h3 className="font-display text-base font-semibold lg:col-span-2 lg:pt-3">{lead.label}</h3>
          <div className="lg:col-span-10">
            <p className="font-display text-3xl leading-[1.15] font-semibold tracking-tight text-balance sm:text-4xl">
              {lead.statement}
            </p>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{lead.detail}</p>
          </div>
        </div>
        {/* Our own words, so styled as a pull quote but not marked up as a quotation of someone else. */}
        <div className="mt-14 grid gap-5 sm:mt-20 lg:grid-cols-12">
          <h3 className="font-display text-base font-semibold lg:col-span-2 lg:pt-2">{quote.label}</h3>
          <div className="border-l-4 border-primary pl-6 lg:col-span-9 lg:pl-8">
            <p className="font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">{quote.statement}</p>
            <p className="mt-5 leading-relaxed text-muted-foreground">{quote.detail}</p>
          </div>
        </div>
      </Container>
    </Section>
  );
}
