// What a first-time visitor sees before doing anything, on a phone and a laptop: the cookie bar is compact and never
// sits on the hero's primary action, a toast never covers the navigation, and the home page stays short on a phone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright";
import { launchBrowser } from "./browser";
import { visit, waitHydrated } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
  { name: "short laptop", width: 1366, height: 768 },
];

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not displayed`);
  return found;
};

describe("the first view", () => {
  it.each(viewports)("$name ($width×$height): the cookie bar leaves the hero's primary action clear", async (v) => {
    const page = await visit(browser, "/", { consent: null, viewport: { width: v.width, height: v.height } });
    const banner = await box(page, '[data-slot="cookie-banner"]');
    const primary = await box(page, '[data-slot="hero"] a:has-text("Book Free Workshop")');
    expect(primary.y + primary.height).toBeLessThanOrEqual(banner.y);
    // Compact: at most a sixth of a phone's screen, a tenth of a laptop's.
    expect(banner.height / v.height).toBeLessThanOrEqual(v.width < 640 ? 1 / 6 : 1 / 10);
    await page.context().close();
  });

  it.each(viewports)("$name: a toast appears below the navigation bar, not over it", async (v) => {
    const page = await visit(browser, "/", { viewport: { width: v.width, height: v.height } });
    const email = page.locator("footer form").getByRole("textbox", { name: "Email address" });
    await email.scrollIntoViewIfNeeded();
    await waitHydrated(page, ["#site-footer"]);
    await email.fill(`first-view-${v.width}@example.com`);
    await page.waitForTimeout(2100); // people take more than 2 s to fill a form (bots are dropped)
    await page.locator("footer form").getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    await page.waitForTimeout(500); // after its entrance
    const nav = await box(page, '[data-slot="site-nav"]');
    const shown = await toast.boundingBox();
    expect(shown?.y ?? 0).toBeGreaterThanOrEqual(nav.y + nav.height);
    await page.context().close();
  });

  it("phone: the prices are one sideways row (the next card peeking in), reached by keyboard too", async () => {
    const page = await visit(browser, "/", { viewport: { width: 390, height: 844 } });
    const list = page.locator('[data-slot="pricing-list"]');
    await list.scrollIntoViewIfNeeded();
    const cards = page.locator('[data-slot="pricing-card"]');
    await expect(cards.count()).resolves.toBe(3);
    // Both read in one go: bands rendered as they come near may still nudge the scroll position between two reads.
    const [first, second] = await cards.evaluateAll((items) =>
      items.slice(0, 2).map((item) => {
        const { x, y, width } = item.getBoundingClientRect();
        return { x, y, width };
      }),
    );
    expect(first?.y).toBe(second?.y); // one row
    expect(first && first.x >= 0 && first.x + first.width <= 390).toBe(true); // the first fully on screen
    expect(second && second.x < 390 && second.x + second.width > 390).toBe(true); // the next peeking in
    // Tabbing to the last card's button brings that card into view.
    await cards.nth(1).getByRole("link").focus();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(
      () => document.activeElement?.closest('[data-slot="pricing-card"]')?.getBoundingClientRect().right ?? 0,
    );
    expect(focused).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it("phone: the home page is no taller than 16,537 px (its height before the hero's demo stage and the client quote)", async () => {
    const page = await visit(browser, "/", { viewport: { width: 390, height: 844 } });
    // Every band at its real height (those not yet near the screen count as a placeholder until rendered).
    const height = await page.evaluate(() => {
      document.documentElement.dataset.renderAll = "";
      return document.documentElement.scrollHeight;
    });
    expect(height).toBeLessThanOrEqual(16_537);
    await page.context().close();
  });

  it.each(["/", "/about", "/services", "/market-insights", "/privacy-policy", "/terms-of-service"])(
    "phone: %s never scrolls sideways",
    async (path) => {
      const page = await visit(browser, path, { viewport: { width: 390, height: 844 } });
      const width = await page.evaluate(() => {
        document.documentElement.dataset.renderAll = "";
        return document.documentElement.scrollWidth;
      });
      expect(width).toBe(390);
      await page.context().close();
    },
  );

  it("on load, the bands below the first screen are left unrendered until the visitor comes near them", async () => {
    const page = await visit(browser, "/", { viewport: { width: 390, height: 844 } });
    const rendered = (selector: string) =>
      page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    await expect(rendered("h1")).resolves.toBe(true);
    await expect(rendered("#contact h2")).resolves.toBe(false);
    await expect(rendered('[data-slot="site-footer"] form')).resolves.toBe(false);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => rendered("#contact h2")).toBe(true);
    await page.context().close();
  });
});
