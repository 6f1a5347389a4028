import type * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Eyebrow } from "../../primitives/section";

type PageHeroProps = Omit<React.ComponentProps<"div">, "children" | "title"> & {
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  intro: React.ReactNode;
  /** Actions (buttons, links) under the intro. */
  children?: React.ReactNode;
  /** A hairline under the band, before the page's sections (default); off when nothing follows. */
  divider?: boolean;
  /** A picture of the product at work (a vignette): beside the text from `lg` up, under it on smaller screens. */
  visual?: React.ReactNode;
  /**
   * `beside` (default): the picture beside the words from `lg` up. `below`: the words centred (from `sm` up) and the
   * picture under them at the page's width, for one drawn wide (About's rollout plan), so pages do not all open on one
   * template.
   */
  visualPlacement?: "beside" | "below";
  /** A few facts about the company, a figure and a few words each, in a row under the intro (four read best). */
  facts?: readonly { value: string; label: string }[];
  /** Who stands behind the page, under the intro: a report's `ReportByline`. */
  byline?: React.ReactNode;
};

/**
 * The opening band of an inner page: eyebrow, the page's h1, an intro paragraph, optional byline, facts and actions, and a picture
 * beside them (under them on a phone, so a phone visitor sees the product too) or, with `visualPlacement="below"`,
 * under centred words at the page's width. Use it once, first, on every page but home (home has `Hero`, with the
 * voice demo) and a report (`ReportCover`).
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  divider = true,
  visual,
  visualPlacement = "beside",
  facts,
  byline,
  children,
  className,
  ...props
}: PageHeroProps) {
  const beside = visualPlacement === "beside";
  return (
    <div
      data-slot="page-hero"
      className={cn(
        "relative isolate overflow-hidden bg-[radial-gradient(60rem_24rem_at_85%_-10%,color-mix(in_oklch,var(--primary)_14%,transparent),transparent)]",
        divider && "border-b border-border/70",
        className,
      )}
      {...props}
    >
      <Container
        className={cn(
          "pt-16 pb-14 sm:pt-24 sm:pb-20",
          visual && beside && "lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-14",
        )}
      >
        {/* Centred from the tablet up; on a phone the words stay on the left edge, as a phone reads (six centred lines
            of intro read as a poster). */}
        <div className={cn(!beside && "flex flex-col sm:items-center sm:text-center")}>
          <Eyebrow>{eyebrow}</Eyebrow>
          {/* A step above every section's heading (48 px on a laptop), so the page's title reads as its title. */}
          <h1
            className={cn(
              "mt-4 text-4xl font-semibold sm:text-5xl lg:text-7xl lg:tracking-[-0.03em]",
              beside ? "max-w-3xl" : "max-w-4xl",
            )}
          >
            {title}
          </h1>
          <div className="mt-6 max-w-2xl text-[1.0625rem] leading-relaxed sm:text-lg text-muted-foreground">
            {intro}
          </div>
          {byline ? <div className="mt-8">{byline}</div> : null}
          {facts?.length ? (
            <dl
              data-slot="page-hero-facts"
              className="mt-10 grid w-full max-w-2xl grid-cols-2 gap-x-6 gap-y-5 border-t border-border pt-6 sm:grid-cols-4"
            >
              {facts.map((fact) => (
                // The figure above its words on screen; a screen reader reads the words first, as a list of terms does.
                <div key={fact.label} className="flex flex-col gap-1">
                  <dt className="order-2 text-sm leading-snug text-muted-foreground">{fact.label}</dt>
                  <dd className="order-1 font-display text-2xl font-semibold tracking-tight sm:text-3xl">
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {/* On a phone the actions stack at one full width (side by side they wrapped to two widths). */}
          {children ? (
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap [&>*]:w-full sm:[&>*]:w-auto">
              {children}
            </div>
          ) : null}
        </div>
        {visual && !beside ? (
          <div data-slot="page-hero-visual" className="mx-auto mt-12 max-w-5xl lg:mt-14">
            {visual}
          </div>
        ) : null}
        {visual && beside ? (
          // A mock-up is drawn for a phone's width; beside a laptop's 60 px headline it is scaled up a fifth (from 1280 px,
          // where the words keep 570 px), so its text reads at 13-14 px and it holds its half of the first screen.
          <div
            data-slot="page-hero-visual"
            className="mt-12 flex justify-center lg:mt-0 lg:w-[24rem] lg:justify-self-end xl:[zoom:1.2]"
          >
            {visual}
          </div>
        ) : null}
      </Container>
    </div>
  );
}
