import * as React from "react";
import { cn } from "../../lib/cn";
import { Container, Section } from "../../primitives/section";
import { Wordmark, type ClientWordmark } from "./wordmark";

export type ProofStripProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** One line over the logos, e.g. who these clients are. */
  title: string;
  /** Four to six clients, each drawn as a wordmark. */
  clients: readonly ClientWordmark[];
};

/**
 * A quiet band of client wordmarks under a one-line title: proof, early on the page, that teams like the visitor's
 * use the service. Two across on a phone, three on a tablet, all in one row from desktop width; every wordmark in one
 * muted tone and at one height, so the row reads as a calm band and never competes with the headline. Use it once per
 * page, with clients the page's stories and quotes also name.
 */
export function ProofStrip({ title, clients, className, ...props }: ProofStripProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section
      spacing="none"
      aria-labelledby={headingId}
      data-slot="proof-strip"
      className={cn("border-y border-border/70 py-8 sm:py-12", className)}
      {...props}
    >
      <Container>
        <h2 id={headingId} className="text-center text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        {/* On a phone each wordmark is centred in an equal cell, sized with the screen (13 px at 390 px) so the widest
            name fits its half even on a 320 px phone. */}
        <ul className="mt-7 grid grid-cols-2 items-center gap-x-4 gap-y-7 text-[min(0.8125rem,3.4vw)] text-muted-foreground/80 sm:grid-cols-3 sm:text-[15px] lg:flex lg:justify-between lg:gap-x-6">
          {clients.map((client) => (
            <li key={client.name} className="flex justify-center">
              <Wordmark client={client} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
