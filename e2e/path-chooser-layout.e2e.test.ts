// The home page's path chooser at every width from a small phone to a wide laptop: each panel's faint corner art has
// its own room, whole inside the panel, and no line of the panel's text (its title or its description) ever runs over it.
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

describe("the path chooser's panels", () => {
  it("keep their corner art whole and their text off it at every width from 360 to 1440 px", async () => {
    const page = await visit(browser, "/", { viewport: { width: 360, height: 800 } });
    // Lay out every band now (the site's own switch for scripts that measure), not only those near the screen.
    await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
    const overlaps: string[] = [];
    for (const width of everyWidth) {
      await page.setViewportSize({ width, height: 800 });
      const found = await page.locator('[data-slot="path-card"]').evaluateAll((cards) =>
        cards.map((card) => {
          const panel = card.getBoundingClientRect();
          const art = card.querySelector("svg[data-slot='path-card-art']")?.getBoundingClientRect();
          // What of the art shows: the panel clips what bleeds off its corner.
          const shown = art && {
            left: Math.max(art.left, panel.left),
            right: Math.min(art.right, panel.right),
            top: Math.max(art.top, panel.top),
            bottom: Math.min(art.bottom, panel.bottom),
          };
          // Each line of text as drawn, not the boxes around it (a paragraph's box is wider than its lines).
          const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
          const lines: DOMRect[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            lines.push(...range.getClientRects());
          }
          const hit = shown
            ? lines.filter(
                (line) =>
                  line.left < shown.right &&
                  line.right > shown.left &&
                  line.top < shown.bottom &&
                  line.bottom > shown.top,
              ).length
            : -1;
          return {
            art: Boolean(shown && shown.right > shown.left && shown.bottom > shown.top),
            // Not cut by the panel's edges: clipped, a sign reads as a mistake.
            whole: Boolean(
              art &&
              art.left >= panel.left &&
              art.right <= panel.right &&
              art.top >= panel.top &&
              art.bottom <= panel.bottom,
            ),
            lines: lines.length,
            hit,
          };
        }),
      );
      expect(found, `${width} px`).toHaveLength(2);
      found.forEach((card, index) => {
        if (!card.art || !card.whole || card.lines === 0 || card.hit !== 0)
          overlaps.push(`${width} px, panel ${index + 1}: ${JSON.stringify(card)}`);
      });
    }
    expect(overlaps).toEqual([]);
    await page.context().close();
  });
});
