import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex, wrapIndex } from "./carousel-index";

describe("carousel index", () => {
  it("steps forward and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it("steps back and wraps from the first slide to the last", () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it("brings any out-of-range index back into range, in both directions", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it("keeps a single slide in place", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it("rejects an empty or fractional length instead of returning NaN", () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
    expect(() => wrapIndex(0, 2.5)).toThrow(RangeError);
  });
});
