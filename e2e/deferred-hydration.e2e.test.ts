import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright";
import { launchBrowser, watchConsole } from "./browser";
import { waitHydrated } from "./site";

const baseUrl = inject("baseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** True once React has hydrated the element (it carries React's fiber). */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    (sel) => Object.keys(document.querySelector(sel) ?? {}).some((key) => key.startsWith("__reactFiber")),
    selector,
  );

async function openHome(viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(baseUrl, { waitUntil: "networkidle" });
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__react")),
  );
  return { page, problems, scripts };
}

describe("home below the fold and the footer: prerendered, hydrated when the visitor needs them", () => {
  it("loads neither part's code before an interaction, then hydrates both at the first scroll", async () => {
    const { page, problems, scripts } = await openHome({ width: 412, height: 823 });
    // A first visit: the cookie banner opens right after hydration, and must not disturb the waiting HTML.
    await page.getByRole("region", { name: "Cookie consent" }).waitFor();
    await page.waitForTimeout(500);
    expect(scripts.filter((script) => /home-below-fold|site-footer-part/.test(script))).toEqual([]);
    // The prerendered HTML is on screen all along.
    expect(await page.locator("#results").count()).toBe(1);
    expect(await page.locator("#site-footer").count()).toBe(1);
    expect(await isHydrated(page, "#results")).toBe(false);

    await page.mouse.wheel(0, 400);
    await waitHydrated(page, ["#results", "#site-footer"]);
    expect(scripts.some((script) => script.includes("home-below-fold"))).toBe(true);
    expect(scripts.some((script) => script.includes("site-footer-part"))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("hydrates without an interaction when a tall window shows the sections at once", async () => {
    const { page, problems } = await openHome({ width: 1280, height: 2400 });
    await waitHydrated(page, ["#results"]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("hydrates both at the first key press (a keyboard visitor's first Tab)", async () => {
    const { page, problems } = await openHome({ width: 1280, height: 800 });
    expect(await isHydrated(page, "#site-footer")).toBe(false);
    await page.keyboard.press("Tab");
    await waitHydrated(page, ["#results", "#site-footer"]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
