import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright";
import { launchBrowser, watchConsole } from "./browser";
import { exportLeads } from "./leads";
import { toast, waitHydrated } from "./site";

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

/** The home page's section chunks (pages/routes/home-sections/) and the footer's. */
const partScript =
  /\/(results|path-chooser|challenges|case-stories|service-suite|client-quote|pricing|guarantees|consultation|roi-calculator|contact|site-footer-part)-[\w-]+\.js$/;

describe("home sections and the footer: prerendered, each hydrated when the visitor nears it", () => {
  it.each([
    { width: 412, height: 823 },
    { width: 393, height: 852 },
    { width: 1280, height: 2400 }, // a tall window shows several sections at once
  ])("loads no part's code before an interaction, on a $width x $height screen", async (viewport) => {
    const { page, problems, scripts } = await openHome(viewport);
    // A first visit: the cookie banner opens right after hydration, and must not disturb the waiting HTML.
    await page.getByRole("region", { name: "Cookie consent" }).waitFor();
    await page.waitForTimeout(500);
    expect(scripts.filter((script) => partScript.test(script))).toEqual([]);
    // The prerendered HTML is on screen all along.
    expect(await page.locator("#results").count()).toBe(1);
    expect(await page.locator("#site-footer").count()).toBe(1);
    expect(await isHydrated(page, "#results")).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("at the first scroll, hydrates the sections near the screen, each from its own file, and not the rest", async () => {
    const { page, problems, scripts } = await openHome({ width: 412, height: 823 });
    await page.mouse.wheel(0, 400);
    await waitHydrated(page, ["#results"]);
    expect(scripts.some((script) => /\/results-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.some((script) => /\/contact-[\w-]+\.js$/.test(script))).toBe(false);
    expect(await isHydrated(page, "#contact")).toBe(false);
    expect(await isHydrated(page, "#site-footer")).toBe(false);

    // Further down, the sections there (and the footer at the end) hydrate as they come near.
    await page.locator("#site-footer").scrollIntoViewIfNeeded();
    await waitHydrated(page, ["#contact", "#site-footer"]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("at the first key press (a keyboard visitor's first Tab), hydrates what is near the screen", async () => {
    const { page, problems } = await openHome({ width: 1280, height: 800 });
    expect(await isHydrated(page, "#results")).toBe(false);
    await page.keyboard.press("Tab");
    await waitHydrated(page, ["#results"]);
    expect(await isHydrated(page, "#site-footer")).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("on /services, hydrates the hero at once and each band below it only as the visitor nears it", async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL("/services", baseUrl).href, { waitUntil: "networkidle" });
    await waitHydrated(page, ["h1"]);
    await page.waitForTimeout(500);
    const bandScript = /\/(catalogue|process|benefits|packages|closing)-[\w-]+\.js$/;
    expect(scripts.filter((script) => bandScript.test(script))).toEqual([]);
    const catalogue = 'main > [data-slot="service-showcase"]';
    expect(await page.locator(`${catalogue} h3`).count()).toBe(6);
    expect(await isHydrated(page, catalogue)).toBe(false);

    await page.mouse.wheel(0, 400);
    await waitHydrated(page, [catalogue]);
    expect(scripts.some((script) => /\/catalogue-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.some((script) => /\/packages-[\w-]+\.js$/.test(script))).toBe(false);
    expect(await isHydrated(page, 'main > [data-slot="package-matrix"]')).toBe(false);

    // Further down, the bands there hydrate as they come near, the closing band's actions last.
    await page.locator('main > [data-slot="cta-band"]').scrollIntoViewIfNeeded();
    await waitHydrated(page, ['main > [data-slot="package-matrix"]', 'main > [data-slot="cta-band"]']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("holds a form sent before its code arrives (no native post), and sends it once the code is here", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    const problems = watchConsole(page);
    // The footer's code is held back until the visitor has already pressed Subscribe.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/site-footer-part-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(new URL("/about", baseUrl).href, { waitUntil: "load" });
    const footerForm = page.locator("footer form");
    await footerForm.getByRole("textbox", { name: "Email address" }).fill("early@harbour-pr.co.uk");
    await footerForm.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe(""); // not posted natively into the address bar
    expect(await isHydrated(page, "#site-footer")).toBe(false);

    release();
    await toast(page, "Successfully subscribed to newsletter!").waitFor();
    expect(await exportLeads("newsletter_subscriptions")).toContainEqual(
      expect.objectContaining({ email: "early@harbour-pr.co.uk" }),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a form sent while the line is down says nothing was sent, keeps the input and never posts natively", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto(new URL("/about", baseUrl).href, { waitUntil: "load" });
    const email = page.locator("footer form").getByRole("textbox", { name: "Email address" });
    await email.fill("offline@harbour-pr.co.uk");
    await email.press("Enter");
    const note = page.getByRole("alert").filter({ hasText: "This page did not finish loading" });
    await note.waitFor({ timeout: 15_000 }); // held for 10 s first
    expect(await note.textContent()).toBe(
      "This page did not finish loading, so nothing was sent. Please check your connection and reload the page.",
    );
    expect(new URL(page.url()).search).toBe("");
    expect(await email.inputValue()).toBe("offline@harbour-pr.co.uk");
    await context.close();
  }, 30_000);
});
