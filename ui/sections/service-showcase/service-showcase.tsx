import * as React from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { CheckList } from "../../primitives/check-list";
import { Container, Eyebrow, Section, SectionHeader } from "../../primitives/section";
import { itemNumber } from "../../lib/item-number";

/** One thing a buyer asks before a call: what they bring, with what it works, at which price, for what result. */
export interface ServiceFact {
  label: string;
  value: string;
}

export interface ShowcaseService {
  title: string;
  description: string;
  /** The service at work: a product vignette. */
  visual: React.ReactNode;
  /** What the build includes, a line each (a page that goes deeper than the home page's summary). */
  includes?: readonly string[];
  /** Facts set as a small spec sheet under the list, two to a row; four reads best. */
  facts?: readonly ServiceFact[];
}

export interface JoiningService {
  title: string;
  description: string;
  icon: LucideIcon;
}

type ServiceShowcaseProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** The services a client meets, each beside a picture of it at work, alternating sides on a wide screen. */
  services: readonly ShowcaseService[];
  /** The services that join the others up (data, reporting), under the line the others feed into. */
  joins: {
    /** Names the group ('What joins them'); not a heading, so each service stays one h3 of the section. */
    label: string;
    intro: string;
    /** The short names drawn feeding into the group (the services above). */
    sources: readonly string[];
    items: readonly JoiningService[];
  };
};

/** On a laptop the rows alternate: the words on the left, then on the right (the picture takes the other column). */
const wordsColumn = (index: number) => (index % 2 === 1 ? "lg:col-start-2" : "lg:col-start-1");

/**
 * A full services page's catalogue: fewer, larger rows, each service's name and promise beside a product
 * vignette, with what it includes and its facts (what the client provides, integrations, packages, who takes over), then the services that connect them drawn as what the others feed into. Every service is an h3. Use it
 * once, for the services themselves; for a short list of parallel points use `FeatureGrid`, and for the home page's
 * switcher use `ServiceSuite`.
 */
export function ServiceShowcase({ eyebrow, title, intro, services, joins, className, ...props }: ServiceShowcaseProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="service-showcase" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="mt-12 grid gap-14 sm:mt-20 sm:gap-16 lg:gap-24">
          {services.map((service, index) => (
            <li
              key={service.title}
              data-slot="showcase-service"
              // Phone: number, title and description, then the picture, then the lists (after 1.5 screens of lists, the
              // picture came too late). Laptop: the words in one column, the picture beside them across both rows.
              className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 sm:gap-8 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-4"
            >
              <div data-slot="showcase-words" className={cn("flex flex-col gap-4 lg:row-start-1", wordsColumn(index))}>
                <span aria-hidden="true" className="font-display text-[0.9375rem] font-semibold text-primary">
                  {itemNumber(index)}
                </span>
                <h3 className="text-2xl font-semibold sm:text-3xl lg:text-4xl">{service.title}</h3>
                <p className="max-w-md leading-relaxed text-muted-foreground sm:text-lg">{service.description}</p>
              </div>
              <div
                data-slot="showcase-details"
                className={cn("flex flex-col gap-4 empty:hidden max-lg:order-last lg:row-start-2", wordsColumn(index))}
              >
                {service.includes?.length ? (
                  <CheckList items={service.includes} size="sm" spacing="tight" className="border-t pt-5" />
                ) : null}
                {service.facts?.length ? (
                  <dl
                    data-slot="showcase-facts"
                    className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-border pt-5 sm:gap-y-4"
                  >
                    {service.facts.map((fact) => (
                      <div key={fact.label} className="flex flex-col gap-1">
                        <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                          {fact.label}
                        </dt>
                        <dd className="text-sm font-medium">{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </div>
              {/* No frame: the vignette, a card itself, sits on the page over a soft, edgeless glow, drawn at 120 % on a
                  laptop (its text 12 px at its own size). In a tinted panel the row's height, it floated in a wide
                  margin of tint that four outside reviewers read as empty space; on a phone the panel read as a card
                  within a card. On a laptop it starts level with the service's number and stays in view while the
                  text beside it is read (centred on a taller text, it left 100 px empty above it). */}
              <div
                data-slot="showcase-visual"
                className={cn(
                  "flex items-center justify-center lg:row-span-2 lg:row-start-1",
                  index % 2 === 1 ? "lg:col-start-1" : "lg:col-start-2",
                  "sm:bg-[radial-gradient(closest-side,color-mix(in_oklch,var(--primary)_16%,transparent),transparent)] sm:py-6 lg:sticky lg:top-20 lg:[&_[data-slot=vignette]]:[zoom:1.2]",
                )}
              >
                {service.visual}
              </div>
            </li>
          ))}
        </ul>
        <div
          data-slot="showcase-joins"
          className="mt-16 sm:mt-20 sm:rounded-3xl sm:border sm:border-border sm:bg-card sm:p-10 sm:shadow-1 lg:mt-28"
        >
          {/* A frame from tablet width up, around the diagram and its two boxes; on a phone, with no diagram, the two
              boxes stand on the page (framed, they were two cards in a third). */}
          {/* Label and intro above the drawing, not beside it: beside it they left an empty block under the intro as
              tall as the two services' cards. */}
          <div className="grid gap-8 lg:gap-10">
            <div className="flex max-w-2xl flex-col gap-3">
              <Eyebrow>{joins.label}</Eyebrow>
              <p className="text-lg leading-relaxed text-muted-foreground">{joins.intro}</p>
            </div>
            {/* The four services above drawn as a bus: each drops a line onto one rail, and the rail feeds the two that
                join them. Column counts come from the data (--sources, --joins), so the lines always meet their boxes.
                On a phone, where the lines could join only a pair, the diagram is left out: standing alone, its names read
                as filter chips to tap (an outside reviewer), and the intro above already names the four. */}
            <div style={{ "--sources": joins.sources.length, "--joins": joins.items.length } as React.CSSProperties}>
              <div aria-hidden="true" data-slot="joins-sources" className="max-sm:hidden">
                <div className="grid grid-cols-[repeat(var(--sources),minmax(0,1fr))] gap-3">
                  {joins.sources.map((source) => (
                    <span
                      key={source}
                      className="flex items-center justify-center gap-2 rounded-full border border-border bg-card px-3 py-2 text-sm font-semibold text-foreground shadow-1"
                    >
                      <span className="size-1.5 rounded-full bg-primary" />
                      {source}
                    </span>
                  ))}
                </div>
                {/* A drop from each source, the rail from the first drop to the last, and a drop to each box below. The
                    rail's margins are half a column, gaps counted, so its ends meet the drops exactly. */}
                <div className="grid grid-cols-[repeat(var(--sources),minmax(0,1fr))] gap-x-3">
                  {joins.sources.map((source) => (
                    <span key={source} className="mx-auto h-4 w-0.5 bg-primary/70" />
                  ))}
                </div>
                <div
                  data-slot="joins-rail"
                  className="mx-[calc((100%-(var(--sources)-1)*0.75rem)/var(--sources)/2)] h-0.5 rounded-full bg-primary/70"
                />
                <div className="grid grid-cols-[repeat(var(--joins),minmax(0,1fr))] gap-4">
                  {joins.items.map((item) => (
                    <span key={item.title} className="mx-auto h-5 w-0.5 bg-primary/70" />
                  ))}
                </div>
              </div>
              <ul className="grid gap-4 sm:grid-cols-[repeat(var(--joins),minmax(0,1fr))]">
                {joins.items.map((item, index) => (
                  <li
                    key={item.title}
                    className="flex flex-col gap-2 rounded-2xl border border-primary/25 bg-primary/5 p-5"
                  >
                    {/* Numbered on from the services above (05, 06), so a heading's "six services" counts six. */}
                    <span aria-hidden="true" className="flex items-center gap-2.5">
                      <item.icon strokeWidth={1.75} className="size-6 text-primary" />
                      <span className="font-display text-sm font-semibold text-primary">
                        {itemNumber(services.length + index)}
                      </span>
                    </span>
                    <h3 className="text-lg font-semibold sm:text-xl">{item.title}</h3>
                    <p className="leading-relaxed text-muted-foreground">{item.description}</p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Container>
    </Section>
  );
}
