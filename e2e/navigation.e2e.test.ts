// Nav journeys (docs/product/screens.md#navigation): Contact from another page lands on #contact 80 px below the top;
// Home scrolls to the top; the footer's Pricing link lands on the Services page's prices, just under the nav.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright";
import { launchBrowser } from "./browser";
import { topOf, visit, waitHydrated } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("navigation", () => {
  it("Contact from /about goes home, then scrolls #contact to 80 px below the top", async () => {
    const page = await visit(browser, "/about", { viewport: { width: 1280, height: 800 } });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction(() => {
      const top = document.getElementById("contact")?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top - 80) <= 1;
    });
    expect(Math.round(await topOf(page, "#contact"))).toBe(80);
    await page.context().close();
  });

  const phoneAndLaptop = [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];

  it.each(phoneAndLaptop)(
    "a link to a section opened directly lands it 80 px below the top ($width px)",
    async (viewport) => {
      // The bands above it are not rendered yet on load (placeholders): the landing must not depend on their estimate.
      const page = await visit(browser, "/#pricing", { viewport });
      await page.waitForTimeout(500); // bands coming into view render after the jump
      expect(Math.round(await topOf(page, "#pricing"))).toBe(80);
      await page.context().close();
    },
  );

  it.each(phoneAndLaptop)(
    "a legal page's contents link lands its section 80 px below the top ($width px)",
    async (viewport) => {
      const page = await visit(browser, "/privacy-policy", { viewport });
      const contents = page.getByRole("navigation", { name: "On this page" });
      // On a phone the list is folded under its name (a <details>): open it first.
      if (viewport.width < 1024) await contents.locator("summary").click();
      const link = contents.getByRole("link").nth(3);
      const target = (await link.getAttribute("href")) ?? "";
      await link.click();
      await page.waitForTimeout(500); // the smooth scroll
      expect(Math.round(await topOf(page, target))).toBe(80);
      await page.context().close();
    },
  );

  /** The package table's heading, wholly on screen and just under the fixed nav (the 80 px offset above its band). */
  async function expectPricingHeadingUnderNav(page: Page, viewport: { height: number }, { focused = false } = {}) {
    const heading = page.getByRole("heading", { level: 2, name: "What each package includes" });
    // The smooth scroll down a long page takes a moment.
    await expect.poll(async () => Math.round(await topOf(page, "#pricing")), { timeout: 5000 }).toBe(80);
    const navBottom = await page
      .locator('[data-slot="site-nav"]')
      .evaluate((nav) => nav.getBoundingClientRect().bottom);
    const box = await heading.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeGreaterThanOrEqual(navBottom);
    expect(box.top - navBottom).toBeLessThan(200); // the band's eyebrow and top padding, no more
    expect(box.bottom).toBeLessThanOrEqual(viewport.height);
    // A link the site follows moves focus to the section; the browser's own jump on load leaves focus alone.
    if (focused) expect(await page.evaluate(() => document.activeElement?.id)).toBe("pricing");
  }

  it.each(phoneAndLaptop)(
    "the footer's Pricing link on home opens /services on its prices, the heading just under the nav ($width px)",
    async (viewport) => {
      const page = await visit(browser, "/", { viewport });
      const pricing = page.getByRole("contentinfo").getByRole("navigation", { name: "Quick links" }).getByRole("link", {
        name: "Pricing",
      });
      // The footer is out of the first frame (display: none until that frame is drawn), and a role query finds no
      // hidden link: on a slow machine that frame takes longer than the poll's default second.
      await expect.poll(() => pricing.getAttribute("href"), { timeout: 10_000 }).toBe("/services#pricing");
      // One jump down the long phone page lands where the bands' estimated heights put the footer; the bands near it
      // then render at their real heights and can carry it past the screen's edge before its code is fetched. A person
      // scrolls on until the link is in front of them: so does the test.
      await expect
        .poll(
          async () => {
            await pricing.scrollIntoViewIfNeeded();
            return page.evaluate(() =>
              Object.keys(document.querySelector('[data-slot="site-footer"]') ?? {}).some((key) =>
                key.startsWith("__reactFiber"),
              ),
            );
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      await pricing.click();
      await page.waitForURL((url) => url.pathname === "/services");
      await page.getByRole("heading", { level: 1, name: "AI automation for events and agencies" }).waitFor();
      await expectPricingHeadingUnderNav(page, viewport, { focused: true });
      await page.context().close();
    },
  );

  it.each(phoneAndLaptop)(
    "/services#pricing opened directly lands on the prices, the heading just under the nav ($width px)",
    async (viewport) => {
      const page = await visit(browser, "/services#pricing", { viewport });
      await page.waitForTimeout(500); // bands coming into view render after the jump: nothing may move
      await expectPricingHeadingUnderNav(page, viewport);
      await page.context().close();
    },
  );

  it("Home on the home page scrolls back to the top", async () => {
    const page = await visit(browser, "/", { viewport: { width: 1280, height: 800 } });
    await page.evaluate(() => window.scrollTo(0, 2400));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it("the path chooser scrolls to its section with the same offset", async () => {
    const page = await visit(browser, "/", { viewport: { width: 1280, height: 800 } });
    const choice = page.getByRole("button", { name: "I'm an Event Planner" });
    await choice.scrollIntoViewIfNeeded();
    await waitHydrated(page, ['[data-slot="path-chooser"]']);
    await choice.click();
    await page.waitForFunction(
      () => Math.abs((document.getElementById("event-automation")?.getBoundingClientRect().top ?? 0) - 80) <= 1,
    );
    await page.context().close();
  });
});
