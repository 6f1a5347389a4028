// A visitor who comes back to a page sees it as they left it: counters already seen keep their final figures after a
// reload, and the footer's © year is the visitor's, not the build's.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright";
import { resultsStatsContent } from "../pages/content/home-story";
import { launchBrowser, watchConsole } from "./browser";
import { visit, waitHydrated } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const finalFigures = resultsStatsContent.stats.map((stat) => `${stat.prefix ?? ""}${stat.value}${stat.suffix}`);
const shownFigures = (page: Page) => page.locator('#results [data-slot="results-stat-value"]').allTextContents();

describe("a return visit", () => {
  it("keeps counters already seen at their final figures on reload, never dropping to zero", async () => {
    const page = await visit(browser, "/");
    const problems = watchConsole(page);
    await page.locator("#results").scrollIntoViewIfNeeded();
    await waitHydrated(page, ["#results"]);
    // The first sight: the counters run to their final figures.
    await page.waitForSelector('#results ul[data-phase="counting"][data-complete]');
    expect(await shownFigures(page)).toEqual(finalFigures);

    // Chromium restores the scroll position on reload: the block is on screen again at once.
    await page.reload({ waitUntil: "commit" });
    const seen: string[][] = [];
    const started = Date.now();
    while (Date.now() - started < 2500) {
      const figures = await shownFigures(page).catch(() => []);
      if (figures.length > 0) seen.push(figures);
      await page.waitForTimeout(50);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.locator("#results ul").getAttribute("data-phase")).toBe("static");
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((figures) => figures.join() !== finalFigures.join())).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows the visitor's year in the footer, not the year the site was built", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.clock.setFixedTime(new Date("2031-03-01T10:00:00Z"));
    await page.goto(new URL("/about", inject("baseUrl")).href);
    await page.locator("#site-footer").scrollIntoViewIfNeeded();
    await waitHydrated(page, ["#site-footer"]);
    await expect
      .poll(() =>
        page
          .locator("#site-footer")
          .getByText(/© \d{4}/)
          .textContent(),
      )
      .toContain(`© 2031 `);
    expect(problems).toEqual([]);
    await context.close();
  });
});
