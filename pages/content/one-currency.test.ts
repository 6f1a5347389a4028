// Every price on the site is in dollars (docs/product/constants.md#pricing), so the product pictures and examples
// show dollars too: a mock-up in pounds beside prices in dollars reads as two businesses.
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const copyFiles = globSync("{pages,ui}/**/*.{ts,tsx}").filter(
  (file) => !file.includes(".test.") && !file.startsWith("ui/styles/fonts/"),
);
const otherCurrency = /[£€]|\b(GBP|EUR)\b/;

describe("one currency", () => {
  it("finds the copy and the stories", () => {
    expect(copyFiles).toContain("pages/content/vignettes.ts");
    expect(copyFiles.length).toBeGreaterThan(100);
  });

  it("names no currency but the dollar", () => {
    const offending = copyFiles.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => otherCurrency.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });

  it("would catch a pound sign", () => {
    expect(otherCurrency.test('{ name: "Delegate", price: "£149" }')).toBe(true);
  });
});
