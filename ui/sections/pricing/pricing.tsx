import * as React from "react";
import { ArrowUpRight, Sparkles } from "lucide-react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { Card } from "../../primitives/card";
import { CheckList } from "../../primitives/check-list";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { ExternalLink } from "../../primitives/external-link";
import { Perforation } from "../../primitives/event-pass";
import { PackagePicker } from "../../primitives/package-picker";

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
  /** Names the phone's package picker for screen readers ('Package to show'). */
  pickerLabel: string;
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

/*
 * Below laptop width one package is shown at a time, the one picked above the list. Which one is pure CSS
 * (`:has(:checked)`), so a pick works before the page's code has loaded. Tailwind reads class names whole from the
 * source, hence one literal per package a phone can show: up to four.
 */
const shownCard = [
  "max-lg:group-has-[[data-pick='0']:checked]/pricing:flex",
  "max-lg:group-has-[[data-pick='1']:checked]/pricing:flex",
  "max-lg:group-has-[[data-pick='2']:checked]/pricing:flex",
  "max-lg:group-has-[[data-pick='3']:checked]/pricing:flex",
] as const;

/**
 * Home §7: the packages as tickets (the site's event-pass motif), the package and what it includes above the tear line,
 * its price and its own call to action on the stub. Side by side from laptop width, the popular one raised and badged,
 * their prices, buttons and stubs on common lines (a subgrid: a longer description or a price that wraps moves all
 * three alike). Below it one whole ticket at a time under a Starter / Growth / Pro switcher that opens on the popular
 * package, as Services' package table does on a phone (a sideways row showed slivers of its neighbours, and their
 * notches paired up across the gaps). Each card's action opens the booking page on the scheduling site in a new tab.
 * Under the packages, an optional `note` says what the prices cover (per event or one time, and what support costs
 * after launch): give it whenever the packages' periods differ or anything is charged beyond them, so no price reads
 * as more or less than it is. Use it for two to four fixed packages; don't mark more than one popular (the badge
 * stops meaning anything).
 */
function Pricing({ id, eyebrow, title, intro, packages, note, copy, bookingHref, className, ...props }: PricingProps) {
  // A fifth package would have no class to show it on a phone: it would be unreachable there.
  if (packages.length > shownCard.length)
    throw new Error(`Pricing shows up to ${shownCard.length} packages on a phone; got ${packages.length}`);
  const baseId = React.useId();
  const headingId = `${baseId}-heading`;
  const popularIndex = Math.max(
    0,
    packages.findIndex((pkg) => pkg.popular),
  );
  return (
    <Section
      id={id}
      tone="muted"
      spacing="compact"
      aria-labelledby={headingId}
      data-slot="pricing"
      className={cn("group/pricing", className)}
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
        <PackagePicker
          data-slot="pricing-picker"
          label={copy.pickerLabel}
          names={packages.map((pkg) => pkg.name)}
          defaultIndex={popularIndex}
          className="mx-auto mt-8 max-w-md lg:hidden"
        />
        <ul
          data-slot="pricing-list"
          className="mx-auto mt-4 max-w-md lg:mt-14 lg:grid lg:max-w-none lg:grid-cols-3 lg:grid-rows-[auto_1fr_auto_auto] lg:gap-x-6"
        >
          {packages.map((pkg, index) => {
            return (
              <li
                key={pkg.name}
                data-slot="pricing-card"
                data-popular={pkg.popular || undefined}
                className={cn("max-lg:hidden", shownCard[index], "lg:row-span-4 lg:grid lg:grid-rows-subgrid")}
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
                  <CheckList items={pkg.features} size="sm" />
                  <Perforation cutout="muted" className="-mx-7 sm:-mx-8" />
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
        {note ? (
          <p
            data-slot="pricing-note"
            className="mx-auto mt-6 max-w-2xl text-center text-sm leading-relaxed text-muted-foreground lg:mt-12"
          >
            {note}
          </p>
        ) : null}
      </Container>
    </Section>
  );
}

export { Pricing };
