import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe's violations in the page as it is now (run through the devtools protocol, outside the page's CSP). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
}
