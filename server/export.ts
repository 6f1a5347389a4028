import type { SqlExecutor } from "./db/database.ts";
import { LEAD_TABLES, type LeadTable } from "./lead-tables.ts";
import { formatCount, formatOneDecimal } from "../ui/sections/roi-calculator/roi-math.ts";

export type LeadRow = Record<string, unknown>;
export type ExportFormat = "csv" | "json";
/** Rows a bot-looking submission left (docs/product/leads-and-data.md#quarantine): with the others, left out, or alone. */
export const QUARANTINE_FILTERS = ["include", "exclude", "only"] as const;
export type QuarantineFilter = (typeof QUARANTINE_FILTERS)[number];

export function isQuarantineFilter(value: string | null | undefined): value is QuarantineFilter {
  return (QUARANTINE_FILTERS as readonly unknown[]).includes(value);
}

const QUARANTINE_CONDITION: Record<QuarantineFilter, string> = {
  include: "true",
  exclude: "t.quarantine is null",
  only: "t.quarantine is not null",
};

const BATCH_ROWS = 1000;

/**
 * The table's rows oldest first (created_at, then id), a batch at a time by keyset: the export never holds the
 * whole table in memory, and no transaction stays open while a slow reader drains it (PGlite has one connection).
 */
export async function* leadRowBatches(
  db: SqlExecutor,
  table: LeadTable,
  quarantine: QuarantineFilter = "include",
  batchRows = BATCH_ROWS,
) {
  let after: [string, string] | null = null;
  for (;;) {
    const { rows }: { rows: { row: LeadRow; after_time: string; after_id: string }[] } = await db.query(
      `select row_to_json(t) as row, t.created_at::text as after_time, t.id::text as after_id
         from public.${table} t
        where ${QUARANTINE_CONDITION[quarantine]}
        ${after ? "and (t.created_at, t.id) > ($2::timestamptz, $3::uuid)" : ""}
        order by t.created_at, t.id
        limit $1`,
      after ? [batchRows, ...after] : [batchRows],
    );
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(({ row }) => row);
    if (rows.length < batchRows) return;
    after = [last.after_time, last.after_id];
  }
}

/** The export file (CSV with a header row, or a JSON array indented by 2) as text chunks, one per batch of rows. */
export async function* exportChunks(table: LeadTable, format: ExportFormat, batches: AsyncIterable<LeadRow[]>) {
  if (format === "csv") {
    yield csvLine(LEAD_TABLES[table]);
    for await (const rows of batches) yield rows.map((row) => csvRow(table, row)).join("");
    return;
  }
  let first = true;
  yield "[";
  for await (const rows of batches) {
    yield rows
      .map((row) => {
        const text = `${first ? "" : ","}\n${JSON.stringify(ordered(table, row), null, 2).replace(/^/gm, "  ")}`;
        first = false;
        return text;
      })
      .join("");
  }
  yield first ? "]\n" : "\n]\n";
}

function csvRow(table: LeadTable, row: LeadRow): string {
  const shown = ordered(table, row);
  return csvLine(LEAD_TABLES[table].map((column) => asText(shown[column])));
}

/**
 * RFC 4180 CSV with every cell quoted, so a spreadsheet that splits on ; or TAB still reads one cell per value.
 * Cells starting with a formula trigger (= + - @, their full-width forms, TAB or CR) get a leading apostrophe:
 * visitors wrote these values, and a spreadsheet would otherwise run them as formulas.
 */
function csvLine(cells: readonly string[]): string {
  const cell = (value: string) => {
    const text = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return `${cells.map(cell).join(",")}\r\n`;
}

/**
 * The estimate's figures at the precision the calculator showed them (registrations and dollars whole, hours and
 * months to one decimal), without grouping: the table keeps them unrounded, and 950.4000000000002 was never on
 * screen.
 */
const wholeFigure = (value: number) => Number(formatCount(value).replaceAll(",", ""));
const oneDecimalFigure = (value: number) => Number(formatOneDecimal(value).replaceAll(",", ""));
const SHOWN_PRECISION: Partial<Record<LeadTable, Record<string, (value: number) => number>>> = {
  roi_estimates: {
    current_registrations: wholeFigure,
    projected_registrations: wholeFigure,
    extra_revenue: wholeFigure,
    hours_saved: oneDecimalFigure,
    monthly_savings: wholeFigure,
    payback_months: oneDecimalFigure,
  },
};

function ordered(table: LeadTable, row: LeadRow): LeadRow {
  const precision = SHOWN_PRECISION[table] ?? {};
  return Object.fromEntries(
    LEAD_TABLES[table].map((column) => {
      const value = row[column] ?? null;
      const shown = precision[column];
      return [column, shown && typeof value === "number" ? shown(value) : value];
    }),
  );
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}
