// The Market insights figures as a CSV file, built from the same content the page's table shows, so the download can
// never disagree with the page. It is a data: address: the link works in the prerendered HTML, before any script, on
// every build, and needs no route on the server.
import { marketInsightsPage } from "./pages";

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The table as CSV text: a header row, a row per figure, and the note on how they were measured as the last row. */
export function insightsCsv(stats = marketInsightsPage.stats): string {
  const lines = [stats.columns, ...stats.rows.map((row) => [row.metric, row.value, row.context]), [stats.note]];
  return lines.map((cells) => cells.map(field).join(",")).join("\r\n") + "\r\n";
}

/**
 * The link's address. A byte-order mark first, so a spreadsheet opened by double-click reads the file as UTF-8
 * (the notes use curly quotes and dashes).
 */
export function insightsCsvHref(csv = insightsCsv()): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}
