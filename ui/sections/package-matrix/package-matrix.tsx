import * as React from "react";
import { ArrowUpRight, Minus, Sparkles } from "lucide-react";
import { TickDisc } from "../../primitives/check-list";
import { PackagePicker } from "../../primitives/package-picker";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { ExternalLink } from "../../primitives/external-link";
import { Container, Section, SectionHeader } from "../../primitives/section";

/** A package as the matrix heads its column: name, price as displayed, period, and whether it is the one we recommend. */
export interface MatrixPackage {
  name: string;
  price: string;
  period: string;
  popular: boolean;
}

/**
 * One row: a service, and for each package (in the packages' order) whether it is included. A string means included,
 * with the short qualifier shown in the cell ("Inbound calls"); false means not included.
 */
export interface MatrixRow {
  service: string;
  cells: readonly (boolean | string)[];
}

export type PackageMatrixCopy = {
  /** The table's caption, for screen readers (the section's heading is the visible title). */
  caption: string;
  /** The first column's header ('Service'). */
  serviceHeader: string;
  popularLabel: string;
  /** Read for a ticked cell and for a dash. */
  included: string;
  notIncluded: string;
  /** Each column's call to action's verb, followed by the package's name ('Choose Growth'). */
  ctaVerb: string;
  newTabHint: string;
  /** Names the phone's package picker for screen readers ('Package to compare'). */
  pickerLabel: string;
};

/*
 * On a phone the table shows the service column and one package, picked with the radio buttons above it. Which one is
 * shown is pure CSS (`:has(:checked)`), so a pick works before the page's code has loaded and needs none of it.
 * Tailwind reads class names whole from the source, hence one literal per column a phone can show: up to four.
 */
const shownCell = [
  "max-sm:group-has-[[data-pick='0']:checked]/matrix:table-cell",
  "max-sm:group-has-[[data-pick='1']:checked]/matrix:table-cell",
  "max-sm:group-has-[[data-pick='2']:checked]/matrix:table-cell",
  "max-sm:group-has-[[data-pick='3']:checked]/matrix:table-cell",
] as const;
const shownColumn = [
  "max-sm:group-has-[[data-pick='0']:checked]/matrix:table-column",
  "max-sm:group-has-[[data-pick='1']:checked]/matrix:table-column",
  "max-sm:group-has-[[data-pick='2']:checked]/matrix:table-column",
  "max-sm:group-has-[[data-pick='3']:checked]/matrix:table-column",
] as const;
/** A package's cell: hidden on a phone unless its package is the one picked. */
const packageCell = (index: number) => cn("max-sm:hidden", shownCell[index]);

/**
 * A price as displayed, with a break allowed after a range's hyphen: "$2,500-$5,000" has no break opportunity of its
 * own (a hyphen before a number holds), and in a phone's column it ran into the next one.
 */
function Price({ value }: { value: string }) {
  const [from, ...rest] = value.split("-");
  if (rest.length === 0) return value;
  return (
    <>
      {from}-<wbr />
      {rest.join("-")}
    </>
  );
}

export type PackageMatrixProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow: string;
  title: string;
  intro: string;
  /** Up to four: a phone shows one at a time, picked above the table, and draws at most four such columns. */
  packages: readonly MatrixPackage[];
  rows: readonly MatrixRow[];
  /** One line under the table that says what each price buys (per event, one time, support after launch). */
  note?: string;
  copy: PackageMatrixCopy;
  /** The external scheduling page each call to action opens, in a new tab. */
  bookingHref: string;
};

/**
 * A services page's prices: which package includes which service, as one table with a column per package (its
 * price in the head, the recommended one tinted and badged, a call to action at its foot) and a row per service.
 * It answers what the home page's price cards cannot beside a list of services: what each price buys of them. Use
 * it after the services are described; for the packages on their own, use `Pricing`.
 */
export function PackageMatrix({
  eyebrow,
  title,
  intro,
  packages,
  rows,
  note,
  copy,
  bookingHref,
  className,
  ...props
}: PackageMatrixProps) {
  // A fifth package would have no class to show it on a phone: its column would be unreachable there.
  if (packages.length > shownCell.length)
    throw new Error(`PackageMatrix shows up to ${shownCell.length} packages on a phone; got ${packages.length}`);
  const baseId = React.useId();
  const headingId = `${baseId}-heading`;
  const popularIndex = Math.max(
    0,
    packages.findIndex((pkg) => pkg.popular),
  );
  // The recommended column, drawn as one raised panel: tint on every cell, a ring on its outer edges.
  const popularCell = (pkg: MatrixPackage) => (pkg.popular ? "border-x-2 border-x-primary bg-primary/6" : undefined);

  return (
    <Section
      tone="muted"
      spacing="compact"
      aria-labelledby={headingId}
      data-slot="package-matrix"
      className={cn("group/matrix", className)}
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
        {/* Phone: a picker over the table (the recommended package first shown), and a table of two columns that fits
            its width; from 640 px every package, nothing to pick or scroll. Positioned, so the cells' screen-reader
            words (absolute) are placed, and clipped, inside it rather than widening the page. The frame takes the
            container's full width, as the page's other blocks do: inset narrower, it read as a stray. */}
        <PackagePicker
          data-slot="package-matrix-picker"
          label={copy.pickerLabel}
          names={packages.map((pkg) => pkg.name)}
          defaultIndex={popularIndex}
          className="mt-8 sm:hidden"
        />
        <div
          data-slot="package-matrix-frame"
          className="relative mt-3 rounded-3xl border border-border bg-card shadow-1 sm:mt-12 lg:p-4"
        >
          <table className="w-full table-fixed border-separate border-spacing-0 text-left">
            <caption className="sr-only">{copy.caption}</caption>
            <colgroup>
              <col className="w-[45%] sm:w-[8.5rem] lg:w-[31%]" />
              {packages.map((pkg, index) => (
                <col key={pkg.name} className={cn("max-sm:hidden", shownColumn[index])} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col" className="px-4 pb-4 align-bottom text-xs font-semibold text-muted-foreground">
                  {copy.serviceHeader}
                </th>
                {packages.map((pkg, index) => (
                  <th
                    key={pkg.name}
                    scope="col"
                    data-popular={pkg.popular || undefined}
                    className={cn(
                      "px-3 pt-4 pb-4 text-center align-bottom font-normal sm:px-4",
                      pkg.popular && "rounded-t-2xl border-t-2 border-t-primary",
                      popularCell(pkg),
                      packageCell(index),
                    )}
                  >
                    {pkg.popular ? (
                      <Badge size="md" className="mb-2">
                        <Sparkles aria-hidden="true" className="size-3.5" />
                        <span className="font-semibold">{copy.popularLabel}</span>
                      </Badge>
                    ) : null}
                    <span className="block font-display text-base font-semibold sm:text-xl">{pkg.name}</span>
                    <span className="mt-1 block font-display text-lg font-semibold tracking-tight sm:text-xl lg:text-2xl">
                      <Price value={pkg.price} />
                    </span>
                    <span className="block text-xs text-muted-foreground sm:text-sm">{pkg.period}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.service}>
                  <th
                    scope="row"
                    className="border-t border-border px-4 py-3.5 align-top text-sm leading-snug font-semibold sm:text-base"
                  >
                    {row.service}
                  </th>
                  {packages.map((pkg, index) => {
                    const cell = row.cells[index] ?? false;
                    return (
                      <td
                        key={pkg.name}
                        className={cn(
                          // Top-aligned, so a tick with a note under it sits level with the row's other ticks.
                          "border-t border-border px-3 py-3.5 text-center align-top sm:px-4",
                          popularCell(pkg),
                          packageCell(index),
                        )}
                      >
                        {cell === false ? (
                          <>
                            <span className="flex h-6 items-center justify-center">
                              <Minus aria-hidden="true" className="size-4 text-muted-foreground" />
                            </span>
                            <span className="sr-only">{copy.notIncluded}</span>
                          </>
                        ) : (
                          <span className="flex flex-col items-center gap-1">
                            <TickDisc tone="soft" />
                            {typeof cell === "string" ? (
                              <span className="text-xs leading-tight text-muted-foreground">{cell}</span>
                            ) : (
                              <span className="sr-only">{copy.included}</span>
                            )}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td />
                {packages.map((pkg, index) => (
                  <td
                    key={pkg.name}
                    className={cn(
                      "px-2 pt-3 pb-3 sm:px-3 sm:pb-4",
                      pkg.popular && "rounded-b-2xl border-b-2 border-b-primary",
                      popularCell(pkg),
                      packageCell(index),
                    )}
                  >
                    <Button asChild size="sm" variant={pkg.popular ? "primary" : "outline"} className="w-full">
                      <ExternalLink href={bookingHref} newTabHint={copy.newTabHint}>
                        {`${copy.ctaVerb} ${pkg.name}`}
                        <ArrowUpRight aria-hidden="true" />
                      </ExternalLink>
                    </Button>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
        {note ? (
          <p className="mx-auto mt-6 max-w-2xl text-center text-sm leading-relaxed text-muted-foreground sm:mt-8">
            {note}
          </p>
        ) : null}
      </Container>
    </Section>
  );
}
