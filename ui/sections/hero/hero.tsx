import * as React from "react";
import { ArrowUpRight, Clock, ShieldCheck } from "lucide-react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { ExternalLink } from "../../primitives/external-link";
// By path, not the folder's index: the index would bring SectionHeader into the first screen's code.
import { Container, Section } from "../../primitives/section/section";

/** The hero's microcopy: the booking link's label and what it says to screen readers, the session line, the badges' name. */
export type HeroCopy = {
  bookingLabel: string;
  /** Appended for screen readers to the booking link, which opens a new tab. */
  newTabHint: string;
  sessionLabel: string;
  /** Names the badge list for screen readers. */
  badgesLabel: string;
};

export type HeroProps = Omit<React.ComponentProps<"section">, "children"> & {
  eyebrow: string;
  title: string;
  intro: string;
  badges: readonly string[];
  copy: HeroCopy;
  /** The external scheduling page; it opens in a new tab. */
  bookingHref: string;
  /** The voice-demo card (or anything else) shown beside the copy. */
  demo?: React.ReactNode;
};

// Requirements: docs/product/screens.md#home, item 1.
/**
 * The first screen of the home page: headline, the workshop booking link, trust badges and
 * the voice-demo card on the ink band. Text only, no images, so the headline is the largest paint and shows
 * at once. The badges sit under the workshop button at every width, as the fine print of that offer; on a phone the
 * copy is set a step tighter, so the sample call's Listen is still in the first screen below them.
 */
export function Hero({ eyebrow, title, intro, badges, copy, bookingHref, demo, className, ...props }: HeroProps) {
  const headingId = React.useId();
  return (
    <Section
      tone="inverse"
      data-slot="hero"
      aria-labelledby={headingId}
      // The top padding leaves the primary action above a first-time visitor's cookie bar on a 768 px high laptop. Side
      // by side, 64 px under the taller column is enough (112 px read as an empty strip of ink). On a phone the top is
      // 56 px, so the sample call's Listen is still in the first screen under the nav.
      className={cn("isolate overflow-hidden pt-14 pb-12 sm:pt-32 sm:pb-24 lg:pt-28 lg:pb-16", className)}
      {...props}
    >
      {/* Light from the top right only (a second, teal glow at the bottom left read as a smudge) and a faint dot grid:
          depth without an image request. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_55%_at_85%_10%,color-mix(in_oklch,var(--primary)_45%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_85%)] bg-[radial-gradient(color-mix(in_oklch,var(--inverse-foreground)_14%,transparent)_1px,transparent_1px)] [background-size:24px_24px]"
      />
      {/* Phone and tablet: the words, the workshop button and its badges, then the demo. Laptop: the words on the
          left, the demo beside them, centred on them. (On a phone the badges once followed the demo: four outside
          reviewers read them as cut off from the offer they vouch for.) */}
      <Container className="grid gap-8 sm:gap-12 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-center xl:gap-x-16">
        <div>
          {/* The dot sits on the first line's middle (0.4375rem down a 1.25rem line), not between two wrapped lines. */}
          <p className="inline-flex items-start gap-2 text-sm font-medium text-inverse-muted-foreground">
            <span aria-hidden="true" className="mt-[0.4375rem] size-1.5 shrink-0 rounded-full bg-accent" />
            {eyebrow}
          </p>
          {/* Beside the demo, sized so the headline breaks as it reads ("Turn Conversations / Into Meetings"): at 72 px
              "Turn" stood alone on the first of three lines. */}
          <h1
            id={headingId}
            className="mt-6 text-[2.75rem] leading-[1.02] font-semibold tracking-[-0.035em] sm:text-6xl lg:text-[3.5rem] xl:text-[4rem]"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-[1.0625rem] leading-relaxed text-inverse-muted-foreground sm:text-xl">
            {intro}
          </p>
          <div className="mt-8 flex flex-col gap-4 sm:mt-10 sm:flex-row sm:items-center sm:gap-6">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <ExternalLink href={bookingHref} newTabHint={copy.newTabHint}>
                {copy.bookingLabel}
                <ArrowUpRight aria-hidden="true" />
              </ExternalLink>
            </Button>
            {/* A plain note on the button's length, not a pill: a bordered label beside the button read as a second,
                disabled button. */}
            <p
              data-slot="hero-session"
              className="flex items-center justify-center gap-2 text-sm font-medium text-inverse-muted-foreground"
            >
              <Clock aria-hidden="true" className="size-4" />
              {copy.sessionLabel}
            </p>
          </div>
          <ul
            className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8 sm:justify-start lg:mt-10"
            aria-label={copy.badgesLabel}
          >
            {badges.map((badge) => (
              <li key={badge}>
                <Badge variant="inverse" size="lg">
                  <ShieldCheck aria-hidden="true" className="size-4 text-accent" />
                  {badge}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        {demo ? (
          // The demo is the first screen's centrepiece: a glow behind it lifts it off the ink band.
          <div className="relative flex justify-center lg:justify-end">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-6 inset-y-10 -z-10 rounded-full bg-primary/40 blur-3xl"
            />
            {demo}
          </div>
        ) : null}
      </Container>
    </Section>
  );
}
