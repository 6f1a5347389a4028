import { describe, expect, it } from "vitest";
import { sortByCreatedAt, toCsv, toJson } from "./export.ts";

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
  it("writes CSV with a header in table order, quoting and formula-safe cells", () => {
    expect(toCsv("contacts", [row])).toBe(
      "id,name,email,business,phone,message,created_at\r\n" +
        `1,"Ada ""the first"", Lovelace",ada@example.com,,"'+1 555 0100","line one\nline two",2026-11-21T10:00:00+00:00\r\n`,
    );
  });

  it("neutralises a visitor's spreadsheet formula", () => {
    expect(toCsv("newsletter_subscriptions", [{ id: "2", email: "=HYPERLINK(1)", created_at: "t" }])).toBe(
      'id,email,created_at\r\n2,"\'=HYPERLINK(1)",t\r\n',
    );
  });

  it("writes JSON with the table's columns in order and nulls for absent ones", () => {
    expect(JSON.parse(toJson("newsletter_subscriptions", [{ email: "a@b.co", id: "3" }]))).toEqual([
      { id: "3", email: "a@b.co", created_at: null },
    ]);
    expect(Object.keys((JSON.parse(toJson("contacts", [row])) as object[])[0] ?? {})).toEqual([
      "id",
      "name",
      "email",
      "business",
      "phone",
      "message",
      "created_at",
    ]);
  });

  it("orders rows oldest first", () => {
    const rows = [{ created_at: "2026-11-21T10:00:01+00:00" }, { created_at: "2026-11-21T09:59:59.5+00:00" }];
    expect(sortByCreatedAt(rows)).toEqual([rows[1], rows[0]]);
  });
});
