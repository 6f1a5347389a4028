import * as React from "react";
import { cn } from "../../lib/cn";
import { SectionHeader } from "../../primitives/section";

export interface StatRow {
  /** What is measured; the row header. */
  metric: string;
  value: string;
  context: string;
}

type StatTableProps = Omit<React.ComponentProps<"section">, "children"> & {
  heading: string;
  intro?: string;
  /** Says what the table is; read first by screen readers. */
  caption: string;
  /** Column headers: metric, value, context. */
  columns: readonly [string, string, string];
  rows: readonly StatRow[];
  /** Where the figures come from. */
  note?: string;
};

/** A static, accessible statistics table: caption, column headers, and each row headed by its metric. */
export function StatTable({ heading, intro, caption, columns, rows, note, className, ...props }: StatTableProps) {
  const id = React.useId();
  const headingId = `${id}-heading`;
  const captionId = `${id}-caption`;
  return (
    <section aria-labelledby={headingId} data-slot="stat-table" className={cn("py-16 sm:py-24", className)} {...props}>
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <SectionHeader headingId={headingId} title={heading} intro={intro} />
        {/* Narrow screens scroll the table sideways rather than squeezing three columns; the region is focusable. */}
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="mt-10 overflow-x-auto rounded-xl border border-border bg-card shadow-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption id={captionId} className="border-b border-border px-5 py-4 text-left font-medium text-foreground">
              {caption}
            </caption>
            <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-5 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.metric} className="border-t border-border">
                  <th scope="row" className="px-5 py-4 font-medium text-foreground">
                    {row.metric}
                  </th>
                  <td className="px-5 py-4 font-display text-lg font-semibold whitespace-nowrap text-primary">
                    {row.value}
                  </td>
                  <td className="px-5 py-4 leading-relaxed text-muted-foreground">{row.context}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {note ? <p className="mt-4 max-w-3xl text-sm text-muted-foreground">{note}</p> : null}
      </div>
    </section>
  );
}
