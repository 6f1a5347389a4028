import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright";
import { launchBrowser, watchConsole } from "./browser";

const baseUrl = inject("baseUrl");
const routes = ["/", "/about", "/services", "/market-insights", "/privacy-policy", "/terms-of-service"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("prerendered routes", () => {
  it.each(routes)("%s is served as finished HTML with its own title and one h1", async (route) => {
    const response = await fetch(new URL(route, baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<div id="root"><[a-z]/); // content, not an empty SPA shell
    expect(html).toMatch(/<title>[^<]+ \| Parley<\/title>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("is the production build: the page's code carries React's production runtime, not its development one", async () => {
    const html = await (await fetch(baseUrl)).text();
    const entry = html.match(/data-entry="([^"]+)"/)?.[1];
    expect(entry).toBeDefined();
    const code = await (await fetch(new URL(entry ?? "", baseUrl))).text();
    expect(code).not.toContain("jsxDEV");
  });

  it("answers an unknown route with status 404 and the not-found page", async () => {
    const response = await fetch(new URL("/no-such-page", baseUrl));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Page not found | Parley</title>");
  });

  it.each(routes)("%s hydrates without a console error or warning", async (route) => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
    // Hydrated: React has attached its root to the container.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__react")),
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it("asks for no favicon or manifest: the icon is inlined (as a file it was fetched before the first paint)", async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(baseUrl, { waitUntil: "networkidle" });
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? ""))
      .toMatch(/^data:image\/svg\+xml,/);
    expect(requested.filter((path) => /favicon|manifest/.test(path))).toEqual([]);
    await page.close();
  });

  it("starts its JavaScript after the first contentful paint, from the two inline scripts the policy allows", async () => {
    const response = await fetch(new URL("/", baseUrl));
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?! type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
    // The one that holds early taps first in the body, before the page's first element; the one that starts the code last.
    expect(inline).toHaveLength(2);
    expect(html).toMatch(/<body>\s*<script data-stalled=/);
    expect(html).toMatch(/<script data-entry=[^>]*>[\s\S]*?<\/script>\s*<\/body>/);
    for (const [, script] of inline) {
      const digest = createHash("sha256")
        .update(script ?? "")
        .digest("base64");
      expect(response.headers.get("content-security-policy")).toMatch(
        new RegExp(`script-src [^;]*'sha256-${digest.replace(/[+/]/g, "\\$&")}'`),
      );
    }

    const page = await browser.newPage();
    await page.goto(new URL("/", baseUrl).href);
    // Waited for, not assumed at network idle: the fonts arrive first and the network goes quiet for the half second
    // network idle needs, while the text (held for its font) is not yet painted, so the entry is not yet asked for.
    const entryAskedFor = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name)),
      );
    await expect.poll(entryAskedFor, { timeout: 10_000 }).toBe(true);
    const timing = await page.evaluate(() => ({
      contentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      entryRequested:
        performance.getEntriesByType("resource").find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
          ?.startTime ?? Number.NaN,
    }));
    expect(timing.entryRequested).toBeGreaterThanOrEqual(timing.contentfulPaint);
    await page.close();
  });

  it("describes the business on every route and the three pricing packages as offers on the home page", async () => {
    const jsonLd = async (route: string) => {
      const html = await (await fetch(new URL(route, baseUrl))).text();
      return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "null") as { "@type": string; itemListElement?: Array<{ name: string }> },
      );
    };
    const home = await jsonLd("/");
    expect(home.map((data) => data["@type"])).toEqual(["Organization", "OfferCatalog"]);
    expect(home[1]?.itemListElement?.map((offer) => offer.name)).toEqual(["Starter", "Growth", "Pro"]);
    expect((await jsonLd("/services")).map((data) => data["@type"])).toEqual(["Organization"]);
  });

  it("renders every route's content with JavaScript disabled", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(new URL(route, baseUrl).href);
      await expect(page.locator("h1").count()).resolves.toBe(1);
    }
    await context.close();
  });
});
