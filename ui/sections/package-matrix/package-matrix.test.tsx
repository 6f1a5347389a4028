import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { packageMatrixContent } from "../../../pages/content/home-offer";
import { PackageMatrix } from "./package-matrix";

// The phone's package picker shows a column by CSS alone, one class per column: four at most.
describe("PackageMatrix", () => {
  const { packages } = packageMatrixContent;
  const extra = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...packages[0]!, name: `Extra ${i + 1}`, popular: false }));

  it("renders four packages, each with its own picker choice", () => {
    const four = [...packages, ...extra(4 - packages.length)];
    const html = renderToString(<PackageMatrix {...packageMatrixContent} packages={four} />);
    for (let index = 0; index < 4; index++) expect(html).toContain(`data-pick="${index}"`);
  });

  it("refuses a fifth package, which a phone could not show", () => {
    const five = [...packages, ...extra(5 - packages.length)];
    expect(() => renderToString(<PackageMatrix {...packageMatrixContent} packages={five} />)).toThrow(
      "PackageMatrix shows up to 4 packages on a phone; got 5",
    );
  });
});
