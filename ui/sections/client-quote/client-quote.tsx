import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section } from "../../primitives/section";
import { VisuallyHidden } from "../../primitives/visually-hidden";

export type ClientQuoteProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Names the band for assistive technology (the quote itself is the visible headline). */
  title: string;
  /** The client's words, without quotation marks (the design adds them). */
  quote: string;
  /** Who said it: their role … */
  role: string;
  /** … and their organisation, as the client stories name it. */
  organisation: string;
  /** The one number from that story that backs the quote up. */
  figure: { value: string; label: string };
};

/**
 * A client's words at full width, set large, with the figure that backs them up: the home page's pause between the
 * service cards and the prices. Use one per page, quoting a client story the page also tells; for several short
 * testimonials use a grid of cards instead.
 */
function ClientQuote({ title, quote, role, organisation, figure, className, ...props }: ClientQuoteProps) {
  const headingId = `${React.useId()}-heading`;
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
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,8fr)_minmax(0,3fr)] lg:items-end lg:gap-16">
        <VisuallyHidden asChild>
          <h2 id={headingId}>{title}</h2>
        </VisuallyHidden>
        <figure className="m-0">
          <blockquote className="m-0 font-display text-2xl leading-snug font-medium tracking-[-0.01em] text-balance sm:text-3xl lg:text-4xl">
            <p>“{quote}”</p>
          </blockquote>
          <figcaption className="mt-8 text-sm sm:text-base">
            <span className="font-semibold">{role}</span>
            <span className="text-primary-foreground/75">, {organisation}</span>
          </figcaption>
        </figure>
        <p
          data-slot="client-quote-figure"
          className="flex flex-col gap-1 border-t border-primary-foreground/25 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8"
        >
          <span className="font-display text-5xl font-semibold tracking-tight tabular-nums sm:text-6xl">
            {figure.value}
          </span>
          <span className="text-sm text-primary-foreground/80">{figure.label}</span>
        </p>
      </Container>
    </Section>
  );
}

export { ClientQuote };
