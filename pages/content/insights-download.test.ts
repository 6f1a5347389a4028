// The downloadable figures are the page's table, cell for cell, in a file a spreadsheet reads back unchanged.
import { describe, expect, it } from "vitest";
import { insightsCsv, insightsCsvHref } from "./insights-download";
import { marketInsightsPage } from "./pages";

/** A small RFC 4180 reader, to read the file back as a spreadsheet would. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index]!;
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") endCell();
    else if (char === "\r" && csv[index + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      index++;
    } else cell += char;
  }
  return rows;
}

describe("the Market insights download", () => {
  const { stats } = marketInsightsPage;

  it("has the table's header, every row cell for cell, and the note on method", () => {
    const rows = parse(insightsCsv());
    expect(rows[0]).toEqual(stats.columns);
    expect(rows.slice(1, -1)).toEqual(stats.rows.map((row) => [row.metric, row.value, row.context]));
    expect(rows.at(-1)).toEqual([stats.note]);
  });

  it("keeps commas, quotes and line breaks inside a cell", () => {
    const tricky = { ...stats, rows: [{ metric: 'Say "hi", then', value: "3x", context: "one\r\ntwo" }] };
    expect(parse(insightsCsv(tricky))[1]).toEqual(['Say "hi", then', "3x", "one\r\ntwo"]);
  });

  it("is a UTF-8 data address that decodes to the file, marked for spreadsheets", () => {
    const href = insightsCsvHref();
    expect(href.startsWith("data:text/csv;charset=utf-8,")).toBe(true);
    const body = decodeURIComponent(href.slice(href.indexOf(",") + 1));
    expect(body).toBe(`\uFEFF${insightsCsv()}`);
  });
});
