// What a first-time visitor sees before doing anything, on a phone and a laptop: the cookie bar is compact and never
// sits on the hero's primary action, a toast never covers the navigation, and the home page stays short on a phone.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

/**
 * Every band at its real height: the first frame's mark (data-first-screen, set by the start script while the HTML is
 * parsed) cleared, so no band after the second is still left out, and those not yet near the screen drawn too. On a
 * slow machine the mark can outlast `visit`: measured under it, the bands after the second have no box at all.
 */
async function drawWhole(page: Page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-first-screen"));
  await page.evaluate(() => {
    document.documentElement.dataset.renderAll = "";
  });
}

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

  it.each(viewports)(
    "$name: the first screen offers the workshop once, and the demo as its one filled action",
    async (v) => {
      const page = await visit(browser, "/", { viewport: { width: v.width, height: v.height } });
      const hero = page.locator('[data-slot="hero"]');
      await expect(hero.getByRole("link", { name: /Book Free Workshop/ }).count()).resolves.toBe(1);
      // The demo card beside it has its own single button and no second booking link.
      await expect(hero.locator('[data-slot="demo-call-card"]').getByRole("link").count()).resolves.toBe(0);
      // (Beside Listen, which reads the sample call aloud where there is one.)
      await expect(
        hero.locator('[data-slot="demo-call-card"] button:not([data-slot="demo-call-listen"])').count(),
      ).resolves.toBe(1);
      // The card's button is the one control filled in the action colour (the product's demo leads, as the voice-AI
      // peers' do); Book Free Workshop is an outline beside it, the nav's filled one above.
      const filled = await hero.evaluate((element) => {
        const action = getComputedStyle(document.documentElement).getPropertyValue("--primary").trim();
        const probe = document.createElement("i");
        probe.style.color = action;
        document.body.append(probe);
        const actionColour = getComputedStyle(probe).color;
        probe.remove();
        return [...element.querySelectorAll("a, button")]
          .filter((control) => getComputedStyle(control).backgroundColor === actionColour)
          .map((control) => control.closest('[data-slot="demo-call-card"]') !== null);
      });
      expect(filled).toEqual([true]);
      await page.context().close();
    },
  );

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

  it("phone: one whole package at a time under a Starter / Growth / Pro switcher, opening on the popular one", async () => {
    const page = await visit(browser, "/", { viewport: { width: 390, height: 844 } });
    const picker = page.getByRole("group", { name: "Package to show" });
    await picker.scrollIntoViewIfNeeded();
    // Which card shows is CSS alone: no waiting for the band's code.
    const shown = () =>
      page.locator('[data-slot="pricing-card"]').evaluateAll((cards) =>
        cards
          .filter((card) => card.checkVisibility())
          .map((card) => {
            const { left, right } = card.getBoundingClientRect();
            return { name: card.querySelector("h3")?.textContent, left, right };
          }),
      );
    const [popular] = await shown();
    expect(popular?.name).toBe("Growth");
    expect(popular!.left >= 0 && popular!.right <= 390).toBe(true);
    await picker.getByText("Starter").click();
    await expect.poll(async () => (await shown()).map((card) => card.name)).toEqual(["Starter"]);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await shown()).map((card) => card.name)).toEqual(["Pro"]);
    await page.context().close();
  });

  it("laptop: the three packages' feature lists, prices and buttons each start on one line", async () => {
    const page = await visit(browser, "/#pricing", { viewport: { width: 1280, height: 800 } });
    const tops = await page
      .locator('[data-slot="pricing-card"]')
      .evaluateAll((cards) =>
        cards.map((card) =>
          [":scope > * > ul", '[data-slot="pricing-stub"] > p', '[data-slot="pricing-stub"] a'].map((selector) =>
            Math.round(card.querySelector(selector)!.getBoundingClientRect().top),
          ),
        ),
      );
    expect(tops).toHaveLength(3);
    expect(tops[1]).toEqual(tops[0]);
    expect(tops[2]).toEqual(tops[0]);
    await page.context().close();
  });

  // Pricing once opened a phone row on its popular card with scroll-initial-target; on a laptop that target scrolled
  // the whole page down to the pricing on load. Kept: nothing on the page may move it before the visitor does.
  it("the home page opens at its top, on a phone and a laptop", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const page = await visit(browser, "/", { viewport });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY), `at ${viewport.width}`).toBe(0);
      await page.context().close();
    }
  });

  // 12,748 px measured with the product pictures kept on a phone (the services scroll sideways), the proof strip and
  // the quote's badge; 13,014 px once the footer gained its Company group (a row of its own on a phone) and the
  // service and pricing rows their position dots; 13,283 px with the line under the prices that says what each one
  // buys and the path chooser's art in a column of its own; 13,463 px with the service suite's panel for agencies and
  // the demo card's sample call (a shorter suite intro, shorter card text and the hero's bottom padding paid for part);
  // 15,562 px once the four services stack instead of scrolling sideways (+1,970 px, about 700 px a service: the
  // design review wanted no sideways row on a phone but the case stories' and the prices'); 15,743 px with the
  // agencies' panel's heading and client result, and the ROI verdict over the sliders.
  it("phone: the home page is no taller than 15,900 px", async () => {
    const page = await visit(browser, "/", { viewport: { width: 390, height: 844 } });
    await drawWhole(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(15_900);
    await page.context().close();
  });

  it.each(viewports)("$name: the client wordmarks follow the results' figures closely, as their sources", async (v) => {
    const page = await visit(browser, "/", { viewport: { width: v.width, height: v.height } });
    await drawWhole(page);
    const gap = await page.evaluate(() => {
      const figures = document.querySelector('[data-slot="results-stats"] ul')!.getBoundingClientRect();
      const title = document.querySelector('[data-slot="proof-strip"] h2')!.getBoundingClientRect();
      return title.top - figures.bottom;
    });
    // Some 110 px on a laptop read as a gap, the page ending (two outside reviewers).
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(64);
    await page.context().close();
  });

  it.each(["/", "/about", "/services", "/market-insights", "/privacy-policy", "/terms-of-service"])(
    "phone: %s never scrolls sideways",
    async (path) => {
      const page = await visit(browser, path, { viewport: { width: 390, height: 844 } });
      await drawWhole(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBe(390);
      await page.context().close();
    },
  );

  // What the start script does to the root while the page loads: set or cleared, whether the first frame was
  // already on screen, and which bands that frame could show. Also what the start script itself found: whether the
  // browser had already painted part of the page when it ran (a busy machine may paint while it parses a long page;
  // the start script then leaves the mark off, as it must).
  const recordFirstScreen = () => {
    const changes: Array<{ set: boolean; painted: boolean; displayed: string[] }> = [];
    const startScriptSawPaint: boolean[] = [];
    Object.assign(window, { firstScreenChanges: changes, startScriptSawPaint });
    const byName = performance.getEntriesByName.bind(performance);
    new MutationObserver(() => {
      changes.push({
        set: document.documentElement.hasAttribute("data-first-screen"),
        painted: byName("first-contentful-paint").length > 0,
        displayed: [...document.querySelectorAll("main > *, footer")]
          .filter((band) => getComputedStyle(band).display !== "none")
          .map((band) => (band as HTMLElement).dataset.slot ?? ""),
      });
    }).observe(document, { subtree: true, attributeFilter: ["data-first-screen"] }); // before <html> exists
    performance.getEntriesByName = (name, type) => {
      const found = byName(name, type);
      const fromStartScript = (document.currentScript as HTMLScriptElement | null)?.dataset.entry !== undefined;
      if (name === "first-contentful-paint" && fromStartScript) startScriptSawPaint.push(found.length > 0);
      return found;
    };
  };
  const firstScreenChanges = (page: Page) =>
    page.evaluate(() => (window as unknown as { firstScreenChanges: unknown[] }).firstScreenChanges);
  const startScriptSawPaint = (page: Page) =>
    page.evaluate(() => (window as unknown as { startScriptSawPaint: boolean[] }).startScriptSawPaint);

  it.each(["/", "/about"])(
    "%s: the first frame is the first screen (two bands), and the rest of the page follows in the next",
    async (path) => {
      // Loaded until the start script runs before any paint (at most five times): when a busy machine has painted
      // first, the mark must stay off, and that load is checked for it too.
      for (let load = 1; ; load++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await context.addInitScript(recordFirstScreen);
        const page = await context.newPage();
        await page.goto(new URL(path, inject("baseUrl")).href, { waitUntil: "networkidle" });
        const bands = await page.evaluate(() =>
          [...document.querySelectorAll("main > *, footer")].map((band) => (band as HTMLElement).dataset.slot ?? ""),
        );
        expect(bands.length).toBeGreaterThan(3);
        const [sawPaint, ...more] = await startScriptSawPaint(page);
        expect(more, "the start script runs once").toEqual([]);
        if (sawPaint) {
          await expect(firstScreenChanges(page)).resolves.toEqual([]);
          await context.close();
          expect(load, "the start script ran before the first paint in one of five loads").toBeLessThan(5);
          continue;
        }
        // The second change comes at the first contentful paint, which waits for the fonts the text is held for: on
        // a slow machine network idle comes first. Waited for (up to 10 s), then both changes checked exactly.
        await expect
          .poll(async () => (await firstScreenChanges(page)).length, { timeout: 10_000 })
          .toBeGreaterThanOrEqual(2);
        await expect(firstScreenChanges(page)).resolves.toEqual([
          { set: true, painted: false, displayed: bands.slice(0, 2) },
          { set: false, painted: true, displayed: bands },
        ]);
        await context.close();
        return;
      }
    },
  );

  it("the page's inline scripts read no layout while the page is parsed (that would lay out the whole page there and then)", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    type TraceEvent = {
      name: string;
      ph: string;
      ts: number;
      dur?: number;
      tid: number;
      args?: { data?: { url?: string } };
    };
    const url = new URL("/", inject("baseUrl")).href;
    // The page is first loaded once untraced, so the traced load runs in a renderer that is already being traced: one
    // started for the load can begin tracing after the parser has run the first script, and a slow machine has lost
    // it there. A trace that still misses one is taken again (three times at most).
    await page.goto(new URL("/privacy-policy", url).href, { waitUntil: "networkidle" });
    const traceLoad = async () => {
      const events: TraceEvent[] = [];
      const collect = ({ value }: { value: object[] }) => events.push(...(value as unknown as TraceEvent[]));
      devtools.on("Tracing.dataCollected", collect);
      const collected = new Promise((resolve) => devtools.once("Tracing.tracingComplete", resolve));
      await devtools.send("Tracing.start", {
        traceConfig: { includedCategories: ["devtools.timeline"] },
        transferMode: "ReportEvents",
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await devtools.send("Tracing.end");
      await collected;
      devtools.off("Tracing.dataCollected", collect);
      return events;
    };
    // The page's two inline scripts (the one that holds early taps, the start script) are evaluated with the page's
    // own address.
    const inlineIn = (events: TraceEvent[]) =>
      events.filter((e) => e.name === "EvaluateScript" && e.ph === "X" && e.args?.data?.url === url);
    let events = await traceLoad();
    for (let attempt = 1; attempt < 3 && inlineIn(events).length < 2; attempt++) events = await traceLoad();
    const inline = inlineIn(events);
    expect(inline).toHaveLength(2);
    const inside = events.filter(
      (e) =>
        (e.name === "Layout" || e.name === "UpdateLayoutTree") &&
        inline.some((run) => e.tid === run.tid && e.ts >= run.ts && e.ts < run.ts + (run.dur ?? 0)),
    );
    expect(inside).toEqual([]);
    await context.close();
  });

  it("a reload, a back or forward and a #link draw the whole page at once: the browser scrolls into it as before", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(recordFirstScreen);
    const page = await context.newPage();
    const baseUrl = inject("baseUrl");
    await page.goto(new URL("/", baseUrl).href, { waitUntil: "networkidle" });
    // Back where the visitor was: bands near the screen are rendered as the browser restores the offset, and it keeps
    // what is on screen in place as they take their height, so the offset itself may move by a few lines.
    const nearWhereItWas = async () => Math.abs((await page.evaluate(() => window.scrollY)) - 6000) < 422;
    // Scrolled down as a visitor does, through the bands (each is drawn, at its real height, as it nears the screen).
    for (let y = 400; y <= 6000; y += 400) {
      await page.evaluate((offset) => window.scrollTo(0, offset), y);
      await page.waitForTimeout(30);
    }
    await page.reload({ waitUntil: "networkidle" });
    await expect(firstScreenChanges(page)).resolves.toEqual([]);
    await expect.poll(nearWhereItWas, { timeout: 10_000 }).toBe(true); // the browser may restore it just after the load

    await page.goto(new URL("/privacy-policy", baseUrl).href, { waitUntil: "networkidle" });
    await page.goBack({ waitUntil: "networkidle" });
    // A page loaded anew by the back button (one restored whole from the back-forward cache runs no script at all).
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type,
      ),
    ).toBe("back_forward");
    await expect(firstScreenChanges(page)).resolves.toEqual([]);
    await expect.poll(nearWhereItWas, { timeout: 10_000 }).toBe(true); // the browser may restore it just after the load

    await page.goto(new URL("/privacy-policy", baseUrl).href, { waitUntil: "networkidle" });
    await page.goto(new URL("/#pricing", baseUrl).href, { waitUntil: "networkidle" });
    await expect(firstScreenChanges(page)).resolves.toEqual([]);
    await expect.poll(async () => Math.round(await topOf(page, "#pricing"))).toBe(80);
    await context.close();
  });

  it("a #link lands on its section exactly, the last one above the footer included, on a phone and a laptop", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      for (const id of ["pricing", "consultation", "contact"]) {
        const page = await visit(browser, `/#${id}`, { viewport });
        await page.waitForTimeout(1000); // the far bands and the footer are drawn, the code hydrates: nothing moves
        expect(Math.round(await topOf(page, `#${id}`)), `${id} at ${viewport.width}`).toBe(80);
        await page.context().close();
      }
    }
  });

  it("on a slow line that shows the page's top before the rest of its HTML has come, nothing shown is taken away", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(recordFirstScreen);
    const page = await context.newPage();
    const network = await context.newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 100,
      downloadThroughput: 20 * 1024, // 20 KB/s: the home page's HTML takes about two seconds
      uploadThroughput: 20 * 1024,
    });
    await page.goto(new URL("/", inject("baseUrl")).href, { waitUntil: "load", timeout: 60_000 });
    expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
    await expect(startScriptSawPaint(page)).resolves.toEqual([true]);
    await expect(firstScreenChanges(page)).resolves.toEqual([]);
    await context.close();
  });

  it("a link to a phrase further down (a text fragment, as search results use) still lands on it", async () => {
    const page = await visit(browser, "/#:~:text=Fixed%20prices%20agreed", { viewport: { width: 390, height: 844 } });
    const phrase = page.locator('[data-slot="pricing"]').getByText(/^Fixed prices agreed before we start/);
    // The browser scrolls to the phrase once the page is loaded and laid out: up to 10 s on a slow machine.
    const edge = (side: "top" | "bottom") =>
      phrase.evaluate((element, key) => element.getBoundingClientRect()[key], side);
    await expect.poll(() => edge("top"), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => edge("bottom"), { timeout: 10_000 }).toBeLessThan(844);
    await page.context().close();
  });

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

  it("/services: the catalogue right under the hero renders each service as it nears the screen, not all five screens at once", async () => {
    const page = await visit(browser, "/services", { viewport: { width: 390, height: 844 } });
    const services = page.locator('[data-slot="showcase-service"] h3');
    const rendered = (index: number) =>
      services.nth(index).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await services.count()).toBe(4);
    await expect(rendered(3)).resolves.toBe(false);
    await services.nth(3).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(3)).toBe(true);
    await page.context().close();
  });
});
