import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section } from "../../primitives/section";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { Wordmark, type ClientWordmark } from "../proof-strip";

/** One measurement of the result, before and after, as a share (0–100) shown as a bar. */
export type QuoteMeasure = { label: string; value: number; display: string };

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
  /** … and what it measured, before and after (the bars are drawn to scale). */
  before: QuoteMeasure;
  after: QuoteMeasure;
};

/** The person's initials, for the monogram beside their name. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A client's words at full width, set large, with who said them (name, role, company) and, beside them, the result
 * that backs them up: the company's wordmark, the figure, and the measure before and after drawn as bars. The home
 * page's pause between the service cards and the prices. Use one per page, quoting a client story the page also
 * tells; for several short testimonials use a grid of cards instead.
 */
function ClientQuote({ title, quote, person, company, figure, before, after, className, ...props }: ClientQuoteProps) {
  const headingId = `${React.useId()}-heading`;
  const scale = Math.max(before.value, after.value);
  return (
    <Section
      aria-labelledby={headingId}
      data-slot="client-quote"
      className={cn("isolate overflow-hidden bg-primary text-primary-foreground", className)}
      {...props}
    >
      {/* Soft light from the corner, as on the hero: depth without an image request. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_100%_0%,color-mix(in_oklch,var(--accent)_30%,transparent),transparent_70%)]"
      />
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-center lg:gap-16">
        <VisuallyHidden asChild>
          <h2 id={headingId}>{title}</h2>
        </VisuallyHidden>
        <figure className="m-0">
          <blockquote className="m-0 font-display text-2xl leading-snug font-medium tracking-[-0.01em] text-balance sm:text-3xl lg:text-[2.125rem]">
            <p>“{quote}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-foreground text-sm font-semibold text-primary"
            >
              {initialsOf(person.name)}
            </span>
            <span className="flex flex-col text-sm sm:text-base">
              <span className="font-semibold">{person.name}</span>
              <span className="text-primary-foreground/80">
                {person.role}, {company.name}
              </span>
            </span>
          </figcaption>
        </figure>
        <div
          data-slot="client-quote-result"
          className="rounded-2xl bg-primary-foreground/[0.08] p-6 ring-1 ring-primary-foreground/20 sm:p-8"
        >
          <Wordmark client={company} className="text-primary-foreground/90" />
          <p className="mt-6 flex flex-col gap-1">
            <span className="font-display text-5xl font-semibold tracking-tight tabular-nums sm:text-6xl">
              {figure.value}
            </span>
            <span className="text-sm text-primary-foreground/80">{figure.label}</span>
          </p>
          <dl className="mt-6 flex flex-col gap-3 text-sm">
            {[before, after].map((measure, index) => (
              <div key={measure.label} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3">
                <dt className="text-primary-foreground/80">{measure.label}</dt>
                <dd aria-hidden="true" className="m-0 h-2.5 rounded-full bg-primary-foreground/15">
                  <span
                    className={cn("block h-full rounded-full", index === 0 ? "bg-primary-foreground/55" : "bg-accent")}
                    style={{ width: `${(measure.value / scale) * 100}%` }}
                  />
                </dd>
                <dd className="m-0 font-semibold tabular-nums">{measure.display}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </Section>
  );
}

export { ClientQuote };
