import * as React from "react";
import { ArrowUpRight, CalendarCheck } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Card } from "../../primitives/card";
import { CheckList } from "../../primitives/check-list";
import { ExternalLink } from "../../primitives/external-link";
import { Container, Section, SectionHeader } from "../../primitives/section";

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
 * The consultation call to action, an ink panel that says what the free call gives (a short list) and
 * has one action that books it on the scheduling site, in a new tab. Use it once, near the end of the home page;
 * an inner page closes with the simpler `CtaBand`.
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
      spacing="none"
      className={cn("py-8 sm:py-16 lg:py-20", className)}
      {...props}
    >
      <Container>
        <Card
          tone="inverse"
          layout="none"
          elevation={3}
          className="relative overflow-hidden px-5 py-8 sm:px-12 sm:py-16"
        >
          {/* A soft vermilion glow in the corner: depth without an image. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-primary/40 blur-3xl"
          />
          <div className="relative grid gap-7 sm:gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
            <SectionHeader
              headingId={headingId}
              eyebrow={eyebrow}
              eyebrowIcon={<CalendarCheck aria-hidden="true" className="size-4" />}
              title={title}
              intro={intro}
              spacing="loose"
              introSize="compact"
              tone="inverse"
              width="full"
            />
            <Card tone="on-inverse" layout="none" elevation={0} className="flex flex-col gap-5 p-5 sm:gap-6 sm:p-7">
              <CheckList items={points} tone="inverse" />
              <Button asChild variant="inverse" size="lg" className="w-full">
                <ExternalLink href={bookingHref} newTabHint={copy.newTabHint}>
                  {copy.ctaLabel}
                  <ArrowUpRight aria-hidden="true" />
                </ExternalLink>
              </Button>
            </Card>
          </div>
        </Card>
      </Container>
    </Section>
  );
}

export { ConsultationCta };
