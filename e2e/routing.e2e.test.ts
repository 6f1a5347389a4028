import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright";
import { launchBrowser, watchConsole } from "./browser";
import { visit } from "./site";

const baseUrl = inject("baseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The script files the page has fetched so far. */
function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
}

async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__react")),
  );
}

describe("client-side routing", () => {
  it("home loads no other page's code; a nav link loads About, renders it and starts it at the top", async () => {
    const page = await visit(browser, "/", { viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    await hydrated(page);
    expect((await scriptsLoaded(page)).filter((path) => /\/(about|services|not-found)-/.test(path))).toEqual([]);

    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(new URL("/about", baseUrl).href);
    await expect(page.locator("h1").textContent()).resolves.not.toBe("");
    await page.waitForFunction(() => document.title.startsWith("About us"));
    expect((await scriptsLoaded(page)).some((path) => /\/about-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  /** Opens `path` as typed (`//about` stays a path), watching the console from the first byte. */
  async function open(path: string) {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${new URL(baseUrl).origin}${path}`, { waitUntil: "networkidle" });
    await hydrated(page);
    await page.waitForTimeout(300); // a hydration mismatch is reported just after hydrating
    return { page, problems, status: response?.status() };
  }

  it("another spelling of a page's address lands on its one address and hydrates as that page", async () => {
    for (const spelling of ["/about/", "/about.html", "//about", "/%61bout"]) {
      const { page, problems } = await open(spelling);
      expect(new URL(page.url()).pathname, spelling).toBe("/about");
      await expect(page.locator("main h1").textContent()).resolves.toContain("We build the AI");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).first().click();
      await page.waitForFunction(() => document.title.startsWith("Services"));
      expect(problems, spelling).toEqual([]);
      await page.context().close();
    }
  });

  it("an address that is no page's (in capitals, say) shows the not-found page, whole", async () => {
    const { page, problems, status } = await open("/ABOUT");
    expect(status).toBe(404);
    await expect(page.locator("main h1").textContent()).resolves.toBe("We couldn't find that page");
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
    await page.context().close();
  });

  it("a lazily loaded page hydrates from its prerendered HTML without a flash of empty main", async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    // Records whether main was ever emptied while the page came to life: from the end of parsing (while the HTML is
    // parsed, a busy machine's parser can yield between <main> and its first child, which is not a flash).
    await page.addInitScript(() => {
      const w = window as unknown as { mainEmptied: boolean };
      w.mainEmptied = false;
      document.addEventListener("DOMContentLoaded", () =>
        new MutationObserver(() => {
          const main = document.getElementById("main");
          if (main && main.childElementCount === 0) w.mainEmptied = true;
        }).observe(document, { childList: true, subtree: true }),
      );
    });
    await page.goto(new URL("/services", baseUrl).href, { waitUntil: "networkidle" });
    await hydrated(page);
    await expect(page.evaluate(() => (window as unknown as { mainEmptied: boolean }).mainEmptied)).resolves.toBe(false);
    await expect(page.locator("main h1").count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
