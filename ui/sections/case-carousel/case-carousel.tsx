import * as React from "react";
import { ArrowRight, ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";
import { Monogram } from "../../primitives/monogram";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { Wordmark, type ClientWordmark } from "../proof-strip";
import { nextIndex, previousIndex, wrapIndex } from "./carousel-index";

export type CaseMetric = { value: string; label: string };

/**
 * Case profile (docs/product/leads-and-data.md#static-content): id, icon, title, description, metrics; and the
 * client as a person at a company, named on the story's card.
 */
export type CaseProfile = {
  id: string;
  /** Drawn beside `sector`, which says what it stands for. */
  icon: LucideIcon;
  /** The kind of client in a word or two ("Conferences"), set with the icon at the card's top right. */
  sector: string;
  /** Who they are, without the company's name: the wordmark above shows it (the heading still reads it out). */
  title: string;
  description: string;
  metrics: readonly CaseMetric[];
  /** Who at the client the story is about (shown with a drawn monogram) … */
  person: { name: string; role: string };
  /** … and their company's wordmark. */
  company: ClientWordmark;
};

export type CaseCarouselCopy = {
  /** Names the carousel region; the "carousel" role description is added for you, so leave that word out. */
  regionLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a slide, e.g. "2 of 3". */
  slideLabel: (position: number, total: number) => string;
  /** Accessible name of the dot that shows a slide. */
  dotLabel: (position: number, title: string) => string;
  /** The sentence that leads to the insights link. */
  insightsIntro: string;
  /** The insights link's text. */
  insightsLabel: string;
};

export type CaseCarouselProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow: string;
  title: string;
  intro: string;
  copy: CaseCarouselCopy;
  /** Where the wider figures are; the link follows `copy.insightsIntro`. */
  insightsHref: string;
  profiles: readonly CaseProfile[];
  /** The slide shown first (wrapped into range). */
  initialIndex?: number;
};

const controlClasses = cn(
  "inline-flex items-center justify-center rounded-full outline-none transition-colors duration-(--duration-fast)",
  "focus-visible:ring-[3px] focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-inverse",
);

/**
 * Case stories, one at a time (docs/product/screens.md#home, item 5), following the WAI-ARIA APG carousel pattern: a labelled
 * region with previous/next buttons and dots (on a laptop also a list of the stories by client beside the card), slides named "n of 3", a polite live region, and Left/Right
 * arrow keys while focus is inside. The index wraps both ways. It never rotates on its own, so there is
 * nothing to pause.
 *
 * Use it for a few (three to five) parallel stories where one at a time reads better than a long list. Don't
 * hide content people must see in it: everything after the first slide is seen by few visitors.
 */
export function CaseCarousel({
  eyebrow,
  title,
  intro,
  copy,
  insightsHref,
  profiles,
  initialIndex = 0,
  className,
  ...props
}: CaseCarouselProps) {
  const headingId = React.useId();
  const slidesId = React.useId();
  const total = profiles.length;
  const [current, setCurrent] = React.useState(() => wrapIndex(initialIndex, total));
  const showPrevious = () => setCurrent((index) => previousIndex(index, total));
  const showNext = () => setCurrent((index) => nextIndex(index, total));

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") showPrevious();
    else if (event.key === "ArrowRight") showNext();
    else return;
    event.preventDefault();
  };

  return (
    <Section
      tone="inverse"
      spacing="compact"
      data-slot="case-carousel"
      aria-labelledby={headingId}
      className={className}
      {...props}
    >
      {/* The heading and intro over the card, split on a laptop, and the card the band's full width with its
          numbers in a column beside the story: beside a heading column the card left some 300 px of empty band
          under the intro (two outside reviewers). */}
      <Container className="grid gap-8 sm:gap-10">
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={
            <>
              {intro} {copy.insightsIntro}{" "}
              <a
                href={insightsHref}
                data-slot="case-carousel-insights"
                className="inline-flex items-center gap-1 rounded-sm font-semibold text-accent underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-accent/70"
              >
                {copy.insightsLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </>
          }
          introSize="compact"
          tone="inverse"
          layout="split"
        />

        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={copy.regionLabel}
          data-slot="case-carousel-region"
          onKeyDown={onKeyDown}
        >
          <div id={slidesId} aria-live="polite" className="grid">
            {profiles.map((profile, index) => (
              <CaseSlide
                key={profile.id}
                profile={profile}
                label={copy.slideLabel(index + 1, total)}
                current={index === current}
              />
            ))}
          </div>

          {/* Previous and next either side of the dots, at every width (the brief asks for dots; a client list
              beside the card on a laptop said the same a second time and repeated each card's figure), the three
              together under the card's centre: at its two edges the arrows read as apart from the dots. */}
          <div data-slot="case-carousel-controls" className="mt-6 flex items-center justify-center gap-3">
            <StepButton label={copy.previousLabel} controls={slidesId} onClick={showPrevious} icon={ChevronLeft} />
            <div className="flex items-center gap-1" data-slot="case-carousel-dots">
              {profiles.map((profile, index) => (
                <button
                  key={profile.id}
                  type="button"
                  aria-label={copy.dotLabel(index + 1, `${profile.company.name}: ${profile.title}`)}
                  aria-controls={slidesId}
                  aria-current={index === current || undefined}
                  onClick={() => setCurrent(index)}
                  className={cn(controlClasses, "group size-8")}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "h-2 rounded-full transition-[width,background-color] duration-(--duration-base)",
                      index === current
                        ? "w-6 bg-accent"
                        : "w-2 bg-inverse-foreground/40 group-hover:bg-inverse-foreground/70",
                    )}
                  />
                </button>
              ))}
            </div>
            <StepButton label={copy.nextLabel} controls={slidesId} onClick={showNext} icon={ChevronRight} />
          </div>
        </div>
      </Container>
    </Section>
  );
}

/** Previous or next: a round icon button named by its label. */
function StepButton({
  label,
  controls,
  onClick,
  icon: Icon,
}: {
  label: string;
  controls: string;
  onClick: () => void;
  icon: LucideIcon;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className={cn(controlClasses, "size-11 bg-inverse-foreground/10 hover:bg-inverse-foreground/20")}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * Every slide sits in the same grid cell, so the carousel keeps the tallest slide's height and never jumps. A slide is
 * a plain story card: company, story and person above, the numbers that moved in a footer under a hairline. (The
 * event-pass motif stays with the prices and the testimonial badge.)
 */
function CaseSlide({ profile, label, current }: { profile: CaseProfile; label: string; current: boolean }) {
  const Icon = profile.icon;
  return (
    <Card
      tone="on-inverse"
      layout="none"
      elevation={0}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-slot="case-slide"
      data-current={current || undefined}
      className={cn(
        "@container [grid-area:1/1] overflow-hidden",
        "transition-opacity duration-(--duration-slow)",
        // Hidden slides leave the accessibility tree and the tab order, not just the screen.
        current ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      {/* Narrow, the numbers in a footer under the story; from 48 rem wide, in a column of their own beside it. */}
      <div className="flex h-full flex-col @3xl:grid @3xl:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="flex flex-col px-6 pt-6 sm:px-9 sm:pt-8 @3xl:pb-8">
          <div className="flex items-center justify-between gap-4">
            <Wordmark client={profile.company} className="text-sm text-inverse-foreground" />
            <span
              data-slot="case-slide-sector"
              className="flex items-center gap-1.5 text-xs font-medium text-inverse-muted-foreground"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
              {profile.sector}
            </span>
          </div>
          {/* The company named once on screen (its wordmark), and still in the heading for a screen reader's list. */}
          <h3 className="mt-5 text-xl font-semibold sm:text-2xl @3xl:text-3xl">
            <VisuallyHidden>{`${profile.company.name}: `}</VisuallyHidden>
            {profile.title}
          </h3>
          <p className="mt-3 text-[0.9375rem] leading-relaxed text-inverse-muted-foreground sm:text-base @3xl:text-lg">
            {profile.description}
          </p>
          <p className="mt-5 mb-6 flex items-center gap-3 sm:mb-8 @3xl:mt-auto @3xl:mb-0 @3xl:pt-6">
            <Monogram name={profile.person.name} />
            <span className="flex flex-col text-sm">
              <span className="font-semibold">{profile.person.name}</span>
              <span className="text-inverse-muted-foreground">{profile.person.role}</span>
            </span>
          </p>
        </div>
        <dl
          data-slot="case-slide-metrics"
          className="mt-auto grid grid-cols-3 gap-3 border-t border-inverse-foreground/15 bg-inverse-foreground/4 px-6 py-4 sm:gap-6 sm:px-9 sm:py-6 @3xl:mt-0 @3xl:grid-cols-1 @3xl:content-center @3xl:gap-7 @3xl:border-t-0 @3xl:border-l @3xl:px-8"
        >
          {profile.metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-xs text-inverse-muted-foreground sm:text-sm">{metric.label}</dt>
              <dd className="font-display text-2xl font-semibold tracking-tight text-accent sm:text-3xl @3xl:text-4xl">
                {metric.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
