// The product mock-ups show events that are always about to happen: a year in them ("Summit 2026", "May 2026") goes
// stale the day it passes and makes a live site look abandoned. (The insights report covers a finished year; its
// chart is the report's cover, not a mock-up.)
import { describe, expect, it } from "vitest";
import * as vignettes from "./vignettes";

const year = /\b(19|20)\d\d\b/;

describe("timeless mock-ups", () => {
  it("names no year in any mock-up", () => {
    const offending = Object.entries(vignettes)
      .filter(([, copy]) => year.test(JSON.stringify(copy)))
      .map(([name]) => name);
    expect(offending).toEqual([]);
  });

  it("checks every mock-up, and would catch a dated one", () => {
    expect(Object.keys(vignettes).length).toBeGreaterThanOrEqual(10);
    expect(year.test(JSON.stringify({ title: "Summit 2026 · Registration assistant" }))).toBe(true);
    expect(year.test(JSON.stringify({ value: "14-15 May" }))).toBe(false);
  });
});
