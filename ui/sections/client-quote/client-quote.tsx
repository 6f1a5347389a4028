import * as React from "react";
import { ArrowRight } from "lucide-react";
import { cn } from "../../lib/cn";
import { Container, Section } from "../../primitives/section";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { Perforation } from "../../primitives/event-pass";
import { Monogram } from "../../primitives/monogram";
import { Wordmark, type ClientWordmark } from "../proof-strip";

/** One measurement of the result: before, then after. */
export type QuoteMeasure = { label: string; value: string };

export type ClientQuoteProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Names the band for assistive technology (the quote itself is the visible headline). */
  title: string;
  /** The client's words, without quotation marks (the design adds them). */
  quote: string;
  /** Who said it: their name and role … */
  person: { name: string; role: string };
  /** … at which client, drawn as their wordmark. */
  company: ClientWordmark;
  /** The one number from that story that backs the quote up … */
  figure: { value: string; label: string };
  /**
   * … and what it measured, before and after, set as two figures with an arrow between (bars of 11% and 14% on a
   * whole track were two slivers; scaled to the larger they overstated the change).
   */
  before: QuoteMeasure;
  after: QuoteMeasure;
};

/**
 * A client's words at full width, set large on the ink band, and beside them the person who said them on their white
 * delegate badge (the site's event-pass motif): their company's wordmark, a drawn monogram, name and role, and on the
 * badge's stub the result that backs the words up, the figure and the measure before and after. The
 * figure is the band's one vermilion note. The home page's pause between the service cards and the prices. Use one per
 * page, quoting a client story the page also tells; for several short testimonials use a grid of cards instead.
 */
function ClientQuote({ title, quote, person, company, figure, before, after, className, ...props }: ClientQuoteProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section
      aria-labelledby={headingId}
      data-slot="client-quote"
      spacing="compact"
      tone="inverse"
      className={cn("isolate overflow-hidden", className)}
      {...props}
    >
      {/* Faint light from the quote's corner, the hero's glow turned down: depth without an image request. Away from
          the badge: its notches show the plain ink (behind a glow they read as dark dots stuck on the card). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50%_70%_at_0%_100%,color-mix(in_oklch,var(--primary)_22%,transparent),transparent_70%)]"
      />
      <Container>
        <VisuallyHidden asChild>
          <h2 id={headingId}>{title}</h2>
        </VisuallyHidden>
        <figure className="m-0 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-center lg:gap-16">
          <blockquote className="m-0 font-display text-xl leading-snug font-medium tracking-[-0.01em] text-balance sm:text-3xl lg:text-[2.125rem]">
            <p>“{quote}”</p>
          </blockquote>
          <figcaption data-slot="client-quote-badge" className="relative mx-auto w-full max-w-sm lg:mx-0 lg:max-w-none">
            {/* A badge with its tear line, no lanyard: a strap hanging from the band's edge read as a rendering glitch
                to four outside reviewers, and its slot alone as a stray bar. */}
            <div className="relative overflow-hidden rounded-2xl bg-card px-6 pt-1 text-card-foreground shadow-3 sm:px-7">
              <div className="flex items-center gap-4 py-5">
                <Monogram name={person.name} size="lg" />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-display text-xl font-semibold tracking-tight">{person.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {person.role}, <span className="whitespace-nowrap">{company.name}</span>
                  </span>
                </span>
              </div>
              <Perforation cutout="inverse" className="-mx-6 text-foreground sm:-mx-7" />
              <div data-slot="client-quote-result" className="flex flex-col gap-4 py-5">
                {/* The wordmark drops under the figure where both would squeeze its label (a phone, a long label). */}
                <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
                  <p className="flex flex-col gap-0.5">
                    <span className="font-display text-4xl font-semibold tracking-tight text-primary">
                      {figure.value}
                    </span>
                    <span className="text-sm text-muted-foreground">{figure.label}</span>
                  </p>
                  <Wordmark client={company} className="mb-1 text-sm text-muted-foreground" />
                </div>
                <dl className="grid grid-cols-2 gap-4 border-t border-border pt-4">
                  {[before, after].map((measure, index) => (
                    <div key={measure.label} className="flex flex-col gap-1">
                      <dt className="text-sm text-muted-foreground">{measure.label}</dt>
                      <dd
                        className={cn(
                          "m-0 flex items-center gap-2 font-display text-2xl font-semibold tracking-tight",
                          index === 0 && "text-muted-foreground",
                        )}
                      >
                        {index === 1 ? <ArrowRight aria-hidden="true" className="size-5 text-primary" /> : null}
                        {measure.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          </figcaption>
        </figure>
      </Container>
    </Section>
  );
}

export { ClientQuote };
