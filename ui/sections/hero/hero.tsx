import * as React from "react";
import { ArrowUpRight, Clock, ShieldCheck } from "lucide-react";
import { cn } from "../../lib/cn";
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
  /** The voice-demo card (or anything else), under the words; a `DemoCallCard` with `layout="wide"` fills a laptop's width. */
  demo?: React.ReactNode;
};

// Requirements: docs/product/screens.md#home, item 1.
/**
 * The first screen of the home page: headline, the workshop booking link, trust badges and
 * the voice-demo card on the ink band. Text only, no images, so the headline is the largest paint and shows
 * at once. The session length and the badges are the workshop button's fine print, plain notes beside it (under it
 * on a phone); on a phone the copy is set a step tighter, so "Start Demo Call" (or the sample call's Listen) is in
 * the first screen.
 */
export function Hero({ eyebrow, title, intro, badges, copy, bookingHref, demo, className, ...props }: HeroProps) {
  const headingId = React.useId();
  return (
    <Section
      tone="inverse"
      data-slot="hero"
      aria-labelledby={headingId}
      // 48 px above the words on a phone (40 on a laptop): "Start Demo Call" (or the sample call's Listen) is in a
      // phone's first screen under the nav, and the whole demo in a 1280 x 800 one.
      className={cn("isolate overflow-hidden pt-12 pb-12 sm:pt-32 sm:pb-24 lg:pt-10 lg:pb-16", className)}
      {...props}
    >
      {/* Phone and tablet: the words, the workshop button and its notes, then the demo. Laptop: the words centred over
          the demo, which spans the width under them, the call beside its offer: the first screen's centrepiece, as the
          voice-AI peers show theirs (beside the words, at 32 rem, four outside reviewers read it as a side panel). */}
      <Container className="grid gap-6 sm:gap-12 lg:gap-8">
        <div className="lg:mx-auto lg:flex lg:max-w-4xl lg:flex-col lg:items-center lg:text-center">
          {/* The dot sits on the first line's middle (0.4375rem down a 1.25rem line), not between two wrapped lines. */}
          <p className="inline-flex items-start gap-2 text-sm font-medium text-inverse-muted-foreground">
            <span aria-hidden="true" className="mt-[0.4375rem] size-1.5 shrink-0 rounded-full bg-accent" />
            {eyebrow}
          </p>
          {/* Sized so the headline breaks as it reads ("Turn Conversations / Into Meetings"). */}
          <h1
            id={headingId}
            className="mt-5 text-[2.75rem] leading-[1.02] font-semibold tracking-[-0.035em] sm:text-6xl lg:mt-4 lg:text-7xl"
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-[1.0625rem] leading-relaxed text-inverse-muted-foreground sm:mt-6 sm:text-xl lg:mt-5 lg:max-w-2xl">
            {intro}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:mt-10 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6 sm:gap-y-3 lg:mt-8 lg:justify-center">
            {/* An outline: the demo card's button under it is the first screen's one filled action (the product
                itself, as the voice-AI peers lead with theirs; outside reviewers read the card as undersold beside a
                filled Book Free Workshop). The nav's Book Free Workshop stays filled on every screen. */}
            <Button asChild size="lg" variant="inverse-outline" className="w-full sm:w-auto">
              <ExternalLink href={bookingHref} newTabHint={copy.newTabHint}>
                {copy.bookingLabel}
                <ArrowUpRight aria-hidden="true" />
              </ExternalLink>
            </Button>
            {/* The button's fine print, as plain notes: its length, then the badges. A bordered label beside the button
                read as a second, disabled button, and badges as pills on its line as four controls competing with it
                (outside reviewers); on a phone they take two short lines under it, on the words' left edge. */}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
              <p
                data-slot="hero-session"
                className="flex items-center gap-2 text-sm font-medium text-inverse-muted-foreground"
              >
                <Clock aria-hidden="true" className="size-4" />
                {copy.sessionLabel}
              </p>
              <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={copy.badgesLabel}>
                {badges.map((badge) => (
                  <li key={badge} className="flex items-center gap-2 text-sm font-medium text-inverse-muted-foreground">
                    <ShieldCheck aria-hidden="true" className="size-4 text-accent" />
                    {badge}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        {demo ? (
          // A glow behind the demo lifts it off the ink band.
          <div className="relative flex justify-center">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-6 inset-y-10 -z-10 rounded-full bg-primary/40 blur-3xl lg:inset-x-24"
            />
            {demo}
          </div>
        ) : null}
      </Container>
    </Section>
  );
}
