import * as React from "react";
import { Card } from "../../primitives/card";
import { Container, Section, SectionHeader } from "../../primitives/section";

type CtaBandProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  title: string;
  intro: string;
  /** The actions (one or two buttons). */
  children: React.ReactNode;
};

/**
 * The closing call to action of an inner page: a blush panel with a title and one line of intro, and one or two
 * actions (under the words on a phone; beside them on a wide screen, set apart by a hairline). Light, so a page does
 * not end on two ink blocks (this and the footer); plain on purpose: the event-pass motif belongs to the prices and
 * the testimonial badge. The actions are the page's ordinary ones (primary, outline).
 * Use it once, at the end of a page. Not for the home page's consultation band (`ConsultationCta`, which lists what
 * the call gives) or for a call to action in the middle of a page's content.
 */
export function CtaBand({ title, intro, children, className, ...props }: CtaBandProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="cta-band" className={className} {...props}>
      <Container>
        <Card tone="secondary" layout="none" elevation={0} className="px-6 py-12 sm:px-12 sm:py-14">
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-12">
            <SectionHeader headingId={headingId} title={title} intro={intro} className="lg:flex-1" />
            {/* A phone stacks the actions at the panel's full width, so two are as wide as each other; wider, they
                sit side by side, and on a wide screen they keep their width beside the title rather than wrap. */}
            <div
              data-slot="cta-band-actions"
              className="grid gap-3 sm:flex sm:flex-wrap lg:shrink-0 lg:flex-nowrap lg:items-center lg:self-stretch lg:border-l lg:border-primary/15 lg:pl-12"
            >
              {children}
            </div>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
