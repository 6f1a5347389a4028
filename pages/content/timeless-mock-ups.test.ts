// The product mock-ups show events that are always about to happen: a year in them ("Summit 2026", "May 2026") goes
// stale the day it passes and makes a live site look abandoned. Only the insights report, which covers a finished
// year, may name one.
import { describe, expect, it } from "vitest";
import * as vignettes from "./vignettes";

const year = /\b(19|20)\d\d\b/;
const dated = new Set(["insightsVignette"]);

describe("timeless mock-ups", () => {
  it("names no year in any mock-up but the insights report", () => {
    const offending = Object.entries(vignettes)
      .filter(([name]) => !dated.has(name))
      .filter(([, copy]) => year.test(JSON.stringify(copy)))
      .map(([name]) => name);
    expect(offending).toEqual([]);
  });

  it("checks every mock-up, and would catch a dated one", () => {
    expect(Object.keys(vignettes).length).toBeGreaterThanOrEqual(11);
    expect(year.test(JSON.stringify({ title: "Summit 2026 · Registration assistant" }))).toBe(true);
    expect(year.test(JSON.stringify({ value: "14-15 May" }))).toBe(false);
  });
});
