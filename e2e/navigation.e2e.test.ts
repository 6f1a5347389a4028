// Nav journeys (docs/product/screens.md#navigation): Contact from another page lands on #contact 80 px below the top;
// Home scrolls to the top.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright";
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
      const link = page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(3);
      const target = (await link.getAttribute("href")) ?? "";
      await link.click();
      await page.waitForTimeout(500); // the smooth scroll
      expect(Math.round(await topOf(page, target))).toBe(80);
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
