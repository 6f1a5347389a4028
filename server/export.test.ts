import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { exportChunks, type ExportFormat, type LeadRow } from "./export.ts";
import type { LeadTable } from "./lead-tables.ts";

async function exported(table: LeadTable, format: ExportFormat, batches: LeadRow[][]): Promise<string> {
  let text = "";
  // Readable.from turns the batches into the async iterable a database cursor gives.
  for await (const chunk of exportChunks(table, format, Readable.from(batches, { objectMode: true }))) text += chunk;
  return text;
}
const toCsv = (table: LeadTable, rows: LeadRow[]) => exported(table, "csv", [rows]);
const toJson = (table: LeadTable, rows: LeadRow[]) => exported(table, "json", [rows]);

const row = {
  created_at: "2026-11-21T10:00:00+00:00",
  id: "1",
  email: "ada@example.com",
  name: 'Ada "the first", Lovelace',
  business: null,
  phone: "+1 555 0100",
  message: "line one\nline two",
};

describe("export formats", () => {
  it("writes RFC 4180 CSV: a header in table order, every cell quoted, formula-safe cells", async () => {
    expect(await toCsv("contacts", [row])).toBe(
      '"id","name","email","business","phone","message","quarantine","created_at"\r\n' +
        `"1","Ada ""the first"", Lovelace","ada@example.com","","'+1 555 0100","line one\nline two","","2026-11-21T10:00:00+00:00"\r\n`,
    );
  });

  it.each([
    ["a formula", "=HYPERLINK(1)", `"'=HYPERLINK(1)"`],
    ["a formula behind a semicolon", "Ada;=cmd|' /C calc'!A0", `"Ada;=cmd|' /C calc'!A0"`],
    ["a TAB", "Ada\tLovelace", `"Ada\tLovelace"`],
    ["a leading TAB", "\t=1+1", `"'\t=1+1"`],
    ["a full-width equals sign", "\uFF1D1+1", `"'\uFF1D1+1"`],
    ["an @", "@SUM(A1)", `"'@SUM(A1)"`],
  ])("keeps %s inside one quoted cell a spreadsheet will not run", async (_, value, cell) => {
    expect(await toCsv("newsletter_subscriptions", [{ id: "2", email: value, created_at: "t" }])).toBe(
      `"id","email","quarantine","created_at"\r\n"2",${cell},"","t"\r\n`,
    );
  });

  it("gives an estimate's figures at the precision the calculator showed", async () => {
    const estimate = {
      id: "4",
      email: "finance@summit-venues.com",
      attendees: 237,
      current_registrations: 26.07,
      projected_registrations: 33.5,
      extra_revenue: 950.4000000000002,
      hours_saved: 9.4300000001,
      monthly_savings: 241.7,
      payback_months: 8.04999,
    };
    const [exportedRow] = JSON.parse(await toJson("roi_estimates", [estimate])) as Record<string, unknown>[];
    expect(exportedRow).toMatchObject({
      attendees: 237,
      current_registrations: 26,
      projected_registrations: 34,
      extra_revenue: 950,
      hours_saved: 9.4,
      monthly_savings: 242,
      payback_months: 8,
    });
    expect(await toCsv("roi_estimates", [estimate])).toContain('"26","34","950","9.4","242","8",');
  });

  it("writes JSON with the table's columns in order and nulls for absent ones", async () => {
    expect(JSON.parse(await toJson("newsletter_subscriptions", [{ email: "a@b.co", id: "3" }]))).toEqual([
      { id: "3", email: "a@b.co", quarantine: null, created_at: null },
    ]);
    expect(Object.keys((JSON.parse(await toJson("contacts", [row])) as object[])[0] ?? {})).toEqual([
      "id",
      "name",
      "email",
      "business",
      "phone",
      "message",
      "quarantine",
      "created_at",
    ]);
  });

  it("streams JSON in batches byte-identical to one indented array", async () => {
    const rows = [
      { email: "a@b.co", id: "1" },
      { email: 'q"uote', id: "2" },
      { email: "line\nbreak", id: "3" },
    ];
    const whole = `${JSON.stringify(
      rows.map((r) => ({ id: r.id, email: r.email, quarantine: null, created_at: null })),
      null,
      2,
    )}\n`;
    expect(await exported("newsletter_subscriptions", "json", [rows.slice(0, 2), rows.slice(2)])).toBe(whole);
    expect(await exported("newsletter_subscriptions", "json", [])).toBe("[]\n");
  });
});
