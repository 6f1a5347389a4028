import * as React from "react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";
import { Container, Section, SectionHeader } from "../../primitives/section";

export interface StatRow {
  /** What is measured; the row header. */
  metric: string;
  value: string;
  context: string;
  /**
   * The figure on a scale the table's other barred rows share (31 for '+31%'): drawn as a bar under the value, the
   * longest at full length. Give it to comparable figures only, listed first and largest first, so the table is its
   * own chart (a chart of the same figures above it read as saying them twice); leave it out of the rest.
   */
  bar?: number;
}

type StatTableProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Says what the table is; read first by screen readers. */
  caption: string;
  /** Column headers: metric, value, context. */
  columns: readonly [string, string, string];
  rows: readonly StatRow[];
  /**
   * Names for the two groups of rows, the barred ones first and the rest after them, each under its own heading row:
   * without it, rows with no bar after barred ones read as bars missing.
   */
  groups?: { barred: string; unbarred: string };
  /** Where the figures come from. */
  note?: string;
};

/**
 * A static, accessible statistics table: caption, column headers, and each row headed by its metric. On a phone the
 * rows are stacked cards (a description list) instead, so the context column is never squeezed. Comparable figures
 * can carry a bar (`bar`), drawn to one scale under each value: the table is then its own bar chart. Use it for a few
 * figures that need their context and source; for three to five headline numbers, `ResultsStats` counts them up.
 */
export function StatTable({
  eyebrow,
  title,
  intro,
  caption,
  columns,
  rows,
  groups,
  note,
  className,
  ...props
}: StatTableProps) {
  const id = React.useId();
  const longest = Math.max(...rows.map((row) => row.bar ?? 0));
  // One group of every row, or, with `groups`, the barred rows and then the rest, each under its name.
  const rowGroups = groups
    ? [
        { label: groups.barred, rows: rows.filter((row) => row.bar !== undefined) },
        { label: groups.unbarred, rows: rows.filter((row) => row.bar === undefined) },
      ].filter((group) => group.rows.length > 0)
    : [{ label: undefined, rows }];
  const headingId = `${id}-heading`;
  const captionId = `${id}-caption`;
  return (
    <Section aria-labelledby={headingId} data-slot="stat-table" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        {/* On a phone the rows stack, one card each, so nothing is squeezed or clipped; from `sm` up, the table. Only
            one of the two is displayed (and so exposed to assistive technology) at a time. */}
        <div data-slot="stat-table-stacked" className="mt-8 sm:hidden">
          {/* With groups, their names label the cards, so the caption is read out but not drawn (drawn, it stood
              over the first group's name as a stray label). */}
          <p data-slot="stat-table-caption" className={cn("text-sm font-medium text-foreground", groups && "sr-only")}>
            {caption}
          </p>
          {rowGroups.map((group) => (
            <React.Fragment key={group.label ?? "rows"}>
              {group.label ? (
                <p data-slot="stat-table-group" className={cn(groupLabelClasses, "mt-6")}>
                  {group.label}
                </p>
              ) : null}
              <dl className="mt-4 grid gap-3">
                {group.rows.map((row) => (
                  <Card key={row.metric} layout="none" className="p-4">
                    <dt className="text-sm font-medium text-foreground">{row.metric}</dt>
                    <dd className="mt-1 font-display text-2xl font-semibold text-primary">
                      <span className="sr-only">{columns[1]}: </span>
                      {row.value}
                      <Bar row={row} longest={longest} />
                    </dd>
                    <dd className="mt-2 text-[0.9375rem] leading-relaxed text-muted-foreground">
                      <span className="sr-only">{columns[2]}: </span>
                      {row.context}
                    </dd>
                  </Card>
                ))}
              </dl>
            </React.Fragment>
          ))}
        </div>
        <Card
          layout="none"
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="mt-10 hidden overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring sm:block"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-[0.9375rem]">
            {/* Read out, not shown: the heading above says it, and shown it stood as a bar over the header row. */}
            <caption id={captionId} className="sr-only">
              {caption}
            </caption>
            <thead className="bg-muted text-sm tracking-wide text-muted-foreground uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-5 py-3 font-semibold whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            {rowGroups.map((group) => (
              <tbody key={group.label ?? "rows"}>
                {group.label ? (
                  <tr className="border-t border-border">
                    <th
                      scope="rowgroup"
                      colSpan={3}
                      data-slot="stat-table-group"
                      className={cn(groupLabelClasses, "px-5 pt-5 pb-3")}
                    >
                      {group.label}
                    </th>
                  </tr>
                ) : null}
                {group.rows.map((row) => (
                  <tr key={row.metric} className="border-t border-border">
                    <th scope="row" className="px-5 py-4 font-medium text-foreground">
                      {row.metric}
                    </th>
                    <td className="px-5 py-4 font-display text-lg font-semibold whitespace-nowrap text-primary">
                      {row.value}
                      <Bar row={row} longest={longest} />
                    </td>
                    <td className="px-5 py-4 leading-relaxed text-muted-foreground">{row.context}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </Card>
        {note ? <p className="mt-4 max-w-3xl text-sm text-muted-foreground">{note}</p> : null}
      </Container>
    </Section>
  );
}

/** A group's name over its rows: small capitals in the primary, as a report names the parts of a table. */
const groupLabelClasses = "text-left text-xs font-semibold tracking-wide text-primary uppercase";

/** A row's bar under its value, to the table's scale (the longest bar full length); nothing for a row without one. */
function Bar({ row, longest }: { row: StatRow; longest: number }) {
  if (row.bar === undefined) return null;
  return (
    <span
      aria-hidden="true"
      data-slot="stat-table-bar"
      // A phone's card gives the track its whole width (a short track stopped mid-card); the table's column, 8 rem.
      className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-primary/15 sm:w-32"
    >
      {/* All bars zero: none drawn (not a NaN width). */}
      <span
        className="block h-full rounded-full bg-primary"
        style={{ width: `${longest > 0 ? (row.bar / longest) * 100 : 0}%` }}
      />
    </span>
  );
}
