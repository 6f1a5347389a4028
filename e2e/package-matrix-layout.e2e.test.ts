// Services' package table at every width from a small phone to a wide laptop: every visible line of its cells (the
// badge, the prices, the ticks' notes, each button) stays inside its own column, and the page never scrolls sideways.
// Between 640 and 1023 px the badge once ran past its column: no viewport in any story sat there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright";
import { launchBrowser } from "./browser";
import { everyWidth, visit } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the package table", () => {
  it("keeps every cell's contents inside its column at every width from 360 to 1440 px", async () => {
    const page = await visit(browser, "/services", { viewport: { width: 360, height: 800 } });
    await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
    const spills: string[] = [];
    for (const width of everyWidth) {
      await page.setViewportSize({ width, height: 800 });
      const found = await page.locator('[data-slot="package-matrix"] table').evaluate((table) => {
        const out: string[] = [];
        for (const cell of table.querySelectorAll<HTMLElement>("th, td")) {
          const column = cell.getBoundingClientRect();
          // Each box and each line of text as drawn; words only for screen readers (clipped to a pixel) do not count.
          for (const element of cell.querySelectorAll<HTMLElement>("*")) {
            if (element.closest("svg") || getComputedStyle(element).position === "absolute") continue;
            const boxes = [element.getBoundingClientRect()];
            for (const node of element.childNodes) {
              if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              boxes.push(...range.getClientRects());
            }
            if (boxes.some((box) => box.width > 0 && (box.left < column.left - 0.5 || box.right > column.right + 0.5)))
              out.push(element.textContent?.trim().slice(0, 24) ?? element.tagName);
          }
        }
        return [...new Set(out)];
      });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (found.length > 0 || sideways)
        spills.push(`${width} px: ${found.join(" | ")}${sideways ? " (page scrolls)" : ""}`);
    }
    expect(spills).toEqual([]);
    await page.context().close();
  });
});
