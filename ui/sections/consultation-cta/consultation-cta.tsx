import * as React from "react";
import { ArrowUpRight, CalendarCheck } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Card } from "../../primitives/card";
import { CheckList } from "../../primitives/check-list";
import { ExternalLink } from "../../primitives/external-link";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { BrandGlow } from "../../primitives/section/brand-glow";

export type ConsultationCtaCopy = {
  /** The one action; it opens the booking page in a new tab. */
  ctaLabel: string;
  /** Read after the call to action by screen readers, e.g. '(opens in a new tab)'. */
  newTabHint: string;
};

export type ConsultationCtaProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The element id docs/product/screens.md#home names: `consultation`. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** What the visitor gets from the call. */
  points: readonly string[];
  copy: ConsultationCtaCopy;
  /** The external scheduling page (opens in a new tab). */
  bookingHref: string;
};

// Requirements: docs/product/screens.md#home (Home §9).
/**
 * The consultation call to action, the home page's one full-bleed vermilion band (its peak): a large heading, and an
 * ink card that says what the free call gives (a short list) with one action that books it on the scheduling site,
 * in a new tab. Use it once, near the end of the home page; an inner page closes with the simpler `CtaBand`, the same
 * vermilion band with only a title, a line of intro and its actions.
 */
function ConsultationCta({
  id,
  eyebrow,
  title,
  intro,
  points,
  copy,
  bookingHref,
  className,
  ...props
}: ConsultationCtaProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section
      id={id}
      aria-labelledby={headingId}
      data-slot="consultation-cta"
      tone="brand"
      spacing="none"
      className={cn("py-10 sm:py-16 lg:py-20", className)}
      {...props}
    >
      <BrandGlow />
      <Container className="relative">
        <div className="grid gap-8 sm:gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-16">
          <SectionHeader
            headingId={headingId}
            eyebrow={eyebrow}
            eyebrowIcon={<CalendarCheck aria-hidden="true" className="size-4" />}
            title={title}
            intro={intro}
            spacing="loose"
            introSize="compact"
            tone="brand"
            width="full"
            // The page's peak: its largest heading after the hero's.
            className="lg:[&_[data-slot=section-title]]:text-6xl"
          />
          <Card tone="inverse" layout="none" elevation={3} className="flex flex-col gap-5 p-6 sm:gap-6 sm:p-8">
            <CheckList items={points} tone="inverse" />
            <Button asChild variant="inverse" size="lg" className="w-full">
              <ExternalLink href={bookingHref} newTabHint={copy.newTabHint}>
                {copy.ctaLabel}
                <ArrowUpRight aria-hidden="true" />
              </ExternalLink>
            </Button>
          </Card>
        </div>
      </Container>
    </Section>
  );
}

export { ConsultationCta };
