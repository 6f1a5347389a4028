import * as React from "react";
import { ArrowLeftRight, ArrowUpRight, Check, Minus, Sparkles } from "lucide-react";
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
  /** Said over the table on a phone, where the other packages are off to the sides ('Swipe sideways for …'). */
  scrollHint: string;
};

/** The service column, held in place below 1024 px while the packages scroll beside it. */
const stickyColumn = "max-lg:sticky max-lg:left-0 max-lg:z-10 max-lg:bg-card";

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
  const headingId = `${React.useId()}-heading`;
  // The recommended column, drawn as one raised panel: tint on every cell, a ring on its outer edges.
  const popularCell = (pkg: MatrixPackage) => (pkg.popular ? "border-x-2 border-x-primary bg-primary/6" : undefined);

  return (
    <Section
      tone="muted"
      spacing="compact"
      aria-labelledby={headingId}
      data-slot="package-matrix"
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
        {/* Below 1024 px the table keeps a minimum width and a fixed service column: on a phone the packages scroll
            sideways beside it, opening on the recommended one (at a tablet's width they fit, and nothing scrolls;
            from 640 px to 1023 px a share-of-width column left the badge wider than its column). Positioned, so the cells' screen-reader
            words (absolute) are placed, and clipped, inside it rather than widening the page. No padding on a phone: a
            sticky cell keeps clear of its scroller's padding, and the packages showed through that strip. Its scroll
            padding is the service column, so the opening scroll brings Growth out from under it. */}
        {/* The table opens on the recommended package with the others off to the sides: on a phone, say so. For the
            eye only: a screen reader reads every column of the table anyway. */}
        <p
          aria-hidden="true"
          data-slot="package-matrix-scroll-hint"
          className="mt-8 flex items-center justify-center gap-2 text-sm font-medium text-muted-foreground sm:hidden"
        >
          <ArrowLeftRight className="size-4" />
          {copy.scrollHint}
        </p>
        <div
          data-slot="package-matrix-scroller"
          className="relative mx-auto mt-3 max-w-5xl overflow-x-auto scroll-pl-[8.5rem] rounded-3xl border border-border bg-card shadow-1 sm:mt-12 lg:overflow-visible lg:p-4"
        >
          <table className="w-full min-w-[35rem] table-fixed border-separate border-spacing-0 text-left lg:min-w-0">
            <caption className="sr-only">{copy.caption}</caption>
            <colgroup>
              <col className="w-[8.5rem] lg:w-[31%]" />
              {packages.map((pkg) => (
                <col key={pkg.name} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th
                  scope="col"
                  className={cn(
                    stickyColumn,
                    "px-2 pb-4 align-bottom text-xs font-semibold text-muted-foreground sm:px-4",
                  )}
                >
                  {copy.serviceHeader}
                </th>
                {packages.map((pkg) => (
                  <th
                    key={pkg.name}
                    scope="col"
                    data-popular={pkg.popular || undefined}
                    className={cn(
                      "px-3 pt-4 pb-4 text-center align-bottom font-normal sm:px-4",
                      pkg.popular && "rounded-t-2xl border-t-2 border-t-primary max-lg:[scroll-initial-target:nearest]",
                      popularCell(pkg),
                    )}
                  >
                    {pkg.popular ? (
                      // On a phone the label may take two lines: one line was wider than its column.
                      <Badge
                        size="md"
                        className="mb-2 max-sm:h-auto max-sm:px-2 max-sm:py-0.5 max-sm:text-[10px] max-sm:leading-tight max-sm:whitespace-normal"
                      >
                        <Sparkles aria-hidden="true" className="size-3.5 max-sm:hidden" />
                        <span className="font-semibold">{copy.popularLabel}</span>
                      </Badge>
                    ) : null}
                    <span className="block font-display text-base font-semibold sm:text-xl">{pkg.name}</span>
                    <span className="mt-1 block font-display text-sm font-semibold tracking-tight sm:text-xl lg:text-2xl">
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
                    className={cn(
                      stickyColumn,
                      "border-t border-border px-2 py-3.5 text-sm leading-snug font-semibold sm:px-4 sm:text-base",
                    )}
                  >
                    {row.service}
                  </th>
                  {packages.map((pkg, index) => {
                    const cell = row.cells[index] ?? false;
                    return (
                      <td
                        key={pkg.name}
                        className={cn("border-t border-border px-3 py-3.5 text-center sm:px-4", popularCell(pkg))}
                      >
                        {cell === false ? (
                          <>
                            <Minus aria-hidden="true" className="mx-auto size-4 text-muted-foreground/70" />
                            <span className="sr-only">{copy.notIncluded}</span>
                          </>
                        ) : (
                          <span className="flex flex-col items-center gap-1">
                            <span className="grid size-6 place-items-center rounded-full bg-success/15 text-success">
                              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                            </span>
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
                <td className={stickyColumn} />
                {packages.map((pkg) => (
                  <td
                    key={pkg.name}
                    className={cn(
                      "px-2 pt-3 pb-3 sm:px-3 sm:pb-4",
                      pkg.popular && "rounded-b-2xl border-b-2 border-b-primary",
                      popularCell(pkg),
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
