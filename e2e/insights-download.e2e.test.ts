// Market insights' "Download the figures (CSV)": a visitor clicks it on the built site and gets the page's table as a
// file, with or without the page's script (the link is a data: address in the prerendered HTML).
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright";
import { insightsCsv } from "../pages/content/insights-download";
import { marketInsightsPage } from "../pages/content/pages";
import { launchBrowser } from "./browser";
import { visit } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const { byline } = marketInsightsPage.hero;

describe("the Market insights download", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`saves the figures as ${byline.fileName}, the page's table as CSV (script ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await visit(browser, "/market-insights", {
        acceptDownloads: true,
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
      });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: byline.downloadLabel }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(byline.fileName);
      const saved = await readFile(await download.path(), "utf8");
      expect(saved).toBe(`\uFEFF${insightsCsv()}`);
      expect(saved).toContain(marketInsightsPage.stats.rows[0]!.metric);
      expect(page.url()).toMatch(/\/market-insights$/);
      await page.context().close();
    });
  }
});
