import { LEAD_TABLES, type LeadTable } from "./lead-tables.ts";

export type LeadRow = Record<string, unknown>;

/** Oldest first; rows come as JSON (`json_agg`), so timestamps are strings. */
export function sortByCreatedAt(rows: LeadRow[]): LeadRow[] {
  const time = (row: LeadRow) => Date.parse(String(row.created_at));
  return [...rows].sort((a, b) => time(a) - time(b));
}

/**
 * RFC 4180 CSV with a header row. Cells starting with = + - @ or a control character get a leading apostrophe:
 * visitors wrote these values, and a spreadsheet would otherwise run them as formulas.
 */
export function toCsv(table: LeadTable, rows: LeadRow[]): string {
  const columns = LEAD_TABLES[table];
  const cell = (value: unknown) => {
    let text = asText(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(","), ...rows.map((row) => columns.map((column) => cell(row[column])).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

export function toJson(table: LeadTable, rows: LeadRow[]): string {
  const columns = LEAD_TABLES[table];
  const ordered = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
