import * as React from "react";
import { Card } from "../../primitives/card";
import { Perforation } from "../../primitives/event-pass";
import { Container, Section, SectionHeader } from "../../primitives/section";

type CtaBandProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  title: string;
  intro: string;
  /** The actions (one or two buttons). */
  children: React.ReactNode;
};

/**
 * The closing call to action of an inner page: an ink panel cut as a ticket (the site's event-pass motif), a title and
 * one line of intro on the pass, one or two actions on its stub, a tear line between (down the panel on a wide
 * screen, across it on a phone).
 * Use it once, at the end of a page. Not for the home page's consultation band (`ConsultationCta`, which lists what
 * the call gives) or for a call to action in the middle of a page's content.
 */
export function CtaBand({ title, intro, children, className, ...props }: CtaBandProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="cta-band" className={className} {...props}>
      <Container>
        <Card
          tone="inverse"
          layout="none"
          elevation={3}
          className="relative overflow-hidden px-6 py-12 sm:px-12 sm:py-14"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-40 size-96 rounded-full bg-primary/40 blur-3xl"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-12">
            <SectionHeader headingId={headingId} title={title} intro={intro} tone="inverse" className="lg:flex-1" />
            {/* Edge to edge: the negative margins equal the panel's padding, so the notches bite its edges. */}
            <Perforation className="-mx-6 sm:-mx-12 lg:hidden" />
            <Perforation orientation="vertical" className="-my-14 hidden lg:block" />
            {/* A phone stacks the actions at the panel's full width, so two are as wide as each other; wider, they
                sit side by side, and on a wide screen they keep their width beside the title rather than wrap. */}
            <div className="grid gap-3 sm:flex sm:flex-wrap lg:shrink-0 lg:flex-nowrap">{children}</div>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
