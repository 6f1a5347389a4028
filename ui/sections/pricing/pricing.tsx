import * as React from "react";
import { ArrowUpRight, Sparkles } from "lucide-react";
import { cn } from "../../lib/cn";
import { centreItem, ScrollDots } from "../../lib/scroll-dots";
import { Badge } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { Card } from "../../primitives/card";
import { CheckList } from "../../primitives/check-list";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { ExternalLink } from "../../primitives/external-link";
import { Perforation } from "../../primitives/event-pass";

/** A pricing package (docs/product/leads-and-data.md#static-content): name, price, period, description, features, popular flag. */
export type PricingPackage = {
  name: string;
  /** As displayed, e.g. `$2,500-$5,000`. */
  price: string;
  /** e.g. `per event`, `one time`. */
  period: string;
  description: string;
  features: readonly string[];
  /** Marked with `copy.popularLabel` and given the strongest emphasis. */
  popular: boolean;
};

export type PricingCopy = {
  /** The badge on the popular package (docs/product/constants.md#pricing: 'Most Popular'). */
  popularLabel: string;
  /** Each card's call to action, named after its package (e.g. 'Choose Growth'); it opens the booking page in a new tab. */
  ctaLabel: (packageName: string) => string;
  /** Read after the call to action by screen readers, e.g. '(opens in a new tab)'. */
  newTabHint: string;
  /** Names the dot under the scrolling row (phones, tablets) that shows a package, e.g. 'Show Starter (1 of 3)'. */
  dotLabel: (position: number, total: number, packageName: string) => string;
};

export type PricingProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow: string;
  title: string;
  intro: string;
  packages: readonly PricingPackage[];
  /**
   * One short line under the packages that says what each price buys: what is per event, what is a one-time fee,
   * and what (if anything) costs extra after launch. Leave it out only when the periods already say it all.
   */
  note?: string;
  copy: PricingCopy;
  /** The external scheduling page. */
  bookingHref: string;
};

/**
 * Home §7: the packages as tickets (the site's event-pass motif), the package and what it includes above the tear line,
 * its price and its own call to action on the stub. Side by side from desktop width, the popular one raised and badged, their prices, buttons and
 * stubs on common lines (a subgrid: a longer description or a price that wraps moves all three alike). Below
 * it a row that scrolls sideways, snapping each card to the middle with its neighbours peeking in equally on both
 * sides, and opening on the popular card (centred by CSS, `scroll-initial-target`, so the prerendered page opens there
 * too; script centres it where that is unsupported; only while the row scrolls: on a laptop the row is no scroll
 * container, and the target scrolled the whole page down to the pricing on load), with a dot per package under the row saying which is in view: a
 * phone sees the recommended package first, whole, and the cheaper and larger ones either side of it, in price order. Each card's
 * action opens the booking page on the scheduling site in a new tab. Under the row, an optional `note` says what the
 * prices cover (per event or one time, and what support costs after launch): give it whenever the packages' periods
 * differ or anything is charged beyond them, so no price reads as more or less than it is. Use it for two to four
 * fixed packages; don't mark more than one popular (the badge stops meaning anything).
 */
function Pricing({ id, eyebrow, title, intro, packages, note, copy, bookingHref, className, ...props }: PricingProps) {
  const baseId = React.useId();
  const headingId = `${baseId}-heading`;
  const listId = `${baseId}-list`;
  const popularIndex = Math.max(
    0,
    packages.findIndex((pkg) => pkg.popular),
  );
  const listRef = React.useRef<HTMLUListElement>(null);
  React.useEffect(() => {
    // The popular card starts in the middle: on a phone it is the first package seen. CSS does it where the browser
    // knows scroll-initial-target, at the row's first layout; moving it again from script here, when the band may
    // not be laid out yet (content-visibility), left the row part-scrolled with Starter cut at the edge.
    const list = listRef.current;
    if (list && !CSS.supports("scroll-initial-target", "nearest"))
      centreItem(list, list.querySelector('[data-slot="pricing-card"][data-popular]'));
  }, []);
  return (
    <Section
      id={id}
      tone="muted"
      spacing="compact"
      aria-labelledby={headingId}
      data-slot="pricing"
      className={className}
      {...props}
    >
      <Container>
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          introSize="compact"
          spacing="even"
          align="center"
        />
        <ul
          ref={listRef}
          id={listId}
          data-slot="pricing-list"
          // Chromium does not scroll a focused link into view while its card peeks in: the keyboard brings it in.
          onFocus={(event) => {
            centreItem(event.currentTarget, event.target.closest('[data-slot="pricing-card"]'));
          }}
          className="relative -mx-5 mt-6 flex sm:mt-12 snap-x snap-mandatory items-stretch gap-4 overflow-x-auto px-5 pt-2 pb-16 -mb-12 sm:-mx-8 sm:px-8 lg:mx-0 lg:mt-14 lg:grid lg:grid-cols-3 lg:grid-rows-[auto_1fr_auto_auto] lg:gap-x-6 lg:gap-y-0 lg:mb-0 lg:overflow-visible lg:p-0"
        >
          {packages.map((pkg) => {
            return (
              <li
                key={pkg.name}
                data-slot="pricing-card"
                data-popular={pkg.popular || undefined}
                className="flex w-[82%] shrink-0 snap-center max-lg:data-popular:[scroll-initial-target:nearest] sm:w-[55%] lg:row-span-4 lg:grid lg:w-auto lg:grid-rows-subgrid"
              >
                <Card
                  layout="none"
                  elevation={pkg.popular ? 3 : 1}
                  className={cn(
                    "flex w-full flex-col gap-6 overflow-hidden p-7 sm:p-8 lg:row-span-4 lg:grid lg:grid-rows-subgrid",
                    pkg.popular && "border-primary ring-1 ring-primary lg:-my-3 lg:py-11",
                  )}
                >
                  <div className="flex flex-col gap-3">
                    <div className="flex items-center justify-between gap-3">
                      <h3 className="text-xl font-semibold">{pkg.name}</h3>
                      {pkg.popular ? (
                        <Badge data-slot="pricing-popular" size="md">
                          <Sparkles aria-hidden="true" className="size-3.5" />
                          <span className="font-semibold">{copy.popularLabel}</span>
                        </Badge>
                      ) : null}
                    </div>
                    <p className="leading-relaxed text-muted-foreground">{pkg.description}</p>
                  </div>
                  {/* On a phone the cards share the tallest one's height: the slack goes above the tear line, so every price and
                      button sit at the bottom, level across the row. */}
                  <CheckList items={pkg.features} size="sm" className="max-lg:flex-1" />
                  {/* In the sideways row the notches of neighbouring cards faced each other across the gap and read
                      as loose circles: there the tear line is drawn without them. */}
                  <Perforation cutout="muted" className="-mx-7 sm:-mx-8 max-lg:before:hidden max-lg:after:hidden" />
                  <div data-slot="pricing-stub" className="flex flex-col gap-5">
                    <p className="flex flex-col gap-1">
                      <span className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                        {pkg.price}
                      </span>
                      <span className="text-sm font-medium text-muted-foreground">{pkg.period}</span>
                    </p>
                    <Button asChild size="lg" variant={pkg.popular ? "primary" : "outline"} className="w-full">
                      <ExternalLink href={bookingHref} newTabHint={copy.newTabHint}>
                        {copy.ctaLabel(pkg.name)}
                        <ArrowUpRight aria-hidden="true" />
                      </ExternalLink>
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
        <ScrollDots
          listRef={listRef}
          listId={listId}
          labels={packages.map((pkg, index) => copy.dotLabel(index + 1, packages.length, pkg.name))}
          initial={popularIndex}
          className="relative mt-1 lg:hidden"
        />
        {note ? (
          <p
            data-slot="pricing-note"
            className="mx-auto mt-4 max-w-2xl text-center text-sm leading-relaxed text-muted-foreground lg:mt-12"
          >
            {note}
          </p>
        ) : null}
      </Container>
    </Section>
  );
}

export { Pricing };
