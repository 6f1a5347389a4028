import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { BrandGlow } from "../../primitives/section/brand-glow";

type CtaBandProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  title: string;
  intro: string;
  /** The actions (one or two buttons): `inverse` for the main one, `inverse-outline` for a second. */
  children: React.ReactNode;
};

/**
 * The closing call to action of an inner page: a full-bleed vermilion band, the same one the home page closes on
 * (`ConsultationCta`), so every page ends on the same note. A title and one line of intro, and one or two actions
 * (under the words on a phone; beside them on a wide screen, set apart by a hairline).
 * Everything on it is in the band's full foreground: give the main action `variant="inverse"` (cream) and a second one
 * `variant="inverse-outline"`; never `primary` (vermilion on vermilion) or a muted text tone (under 4.5:1).
 * Use it once, as the last band of a page, with nothing else in the brand tone on that page. Not for the home page's
 * consultation band (`ConsultationCta`, which lists what the call gives) or for a call to action in the middle of a
 * page's content.
 */
export function CtaBand({ title, intro, children, className, ...props }: CtaBandProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section
      aria-labelledby={headingId}
      data-slot="cta-band"
      tone="brand"
      spacing="none"
      className={cn("py-14 sm:py-20 lg:py-24", className)}
      {...props}
    >
      <BrandGlow />
      <Container className="relative">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-12">
          <SectionHeader headingId={headingId} title={title} intro={intro} tone="brand" className="lg:flex-1" />
          {/* A phone stacks the actions at the band's full width, so two are as wide as each other; wider, they
                sit side by side, and on a wide screen they keep their width beside the title rather than wrap. */}
          <div
            data-slot="cta-band-actions"
            className="grid gap-3 sm:flex sm:flex-wrap lg:shrink-0 lg:flex-nowrap lg:items-center lg:self-stretch lg:border-l lg:border-primary-foreground/30 lg:pl-12"
          >
            {children}
          </div>
        </div>
      </Container>
    </Section>
  );
}
