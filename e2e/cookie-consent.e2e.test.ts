// Cookie consent really gates analytics (issue 4, 9): seen on the network, across visits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright";
import { launchBrowser } from "./browser";
import { e2eAnalyticsPath } from "./global-setup";
import { visit } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Counts requests for the configured analytics script and answers them with an empty script. */
async function countAnalytics(context: BrowserContext) {
  const counter = { requests: 0 };
  await context.route(`**${e2eAnalyticsPath}`, (route) => {
    counter.requests += 1;
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.__analytics = (window.__analytics ?? 0) + 1;",
    });
  });
  return counter;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

describe("cookie consent", () => {
  it("loads nothing before Accept, exactly once after it, and honours the stored choice on reload", async () => {
    const page = await visit(browser, "/", { consent: null });
    const analytics = await countAnalytics(page.context());
    await page.reload({ waitUntil: "networkidle" }); // first visit, now observed from the first request
    await banner(page).waitFor();
    expect(analytics.requests).toBe(0);

    await banner(page).getByRole("button", { name: "Accept" }).click();
    await page.waitForFunction(() => (window as { __analytics?: number }).__analytics === 1);
    await banner(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    expect(analytics.requests).toBe(1);

    await page.reload({ waitUntil: "networkidle" });
    await page.waitForFunction(() => (window as { __analytics?: number }).__analytics === 1);
    expect(analytics.requests).toBe(2); // once per page load, never twice in one
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
  });

  it("Decline never loads analytics, on this visit or a later one", async () => {
    const page = await visit(browser, "/", { consent: null });
    const analytics = await countAnalytics(page.context());
    await page.reload({ waitUntil: "networkidle" });
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("link", { name: "About Us" }).first().click();
    await page.waitForURL("**/about");
    await page.waitForLoadState("networkidle");
    expect(analytics.requests).toBe(0);
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
  });
});
