import { describe, expect, it } from "vitest";
import { britishDate } from "./visitor-today";

describe("britishDate", () => {
  it("writes a day as Intl's en-GB long date does, on every day of a leap year", () => {
    const british = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });
    for (let day = new Date(2028, 0, 1); day.getFullYear() === 2028; day.setDate(day.getDate() + 1)) {
      expect(britishDate(day)).toBe(british.format(day));
    }
  });

  it("uses the visitor's own calendar day, not the UTC one", () => {
    expect(britishDate(new Date(2026, 2, 2, 23, 59))).toBe("2 March 2026");
    expect(britishDate(new Date(2026, 2, 3, 0, 1))).toBe("3 March 2026");
  });
});
