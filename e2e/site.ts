import { inject } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright";

/** A sonner toast containing this text. */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** Opens `path` as a visitor who already answered the cookie question (unless `consent` is null). */
export async function visit(
  browser: Browser,
  path: string,
  { consent = "declined", ...options }: { consent?: "accepted" | "declined" | null } & BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  if (consent) await context.addInitScript((value) => localStorage.setItem("cookie-consent", value), consent);
  const page = await context.newPage();
  await page.goto(new URL(path, inject("baseUrl")).href, { waitUntil: "networkidle" });
  return page;
}

/** Where the element's top edge is, in CSS pixels from the top of the viewport. */
export const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

/**
 * Lead forms quarantine submissions made faster than a person could (a bot signal): wait as long as a quick visitor
 * takes, measured from the form's first render.
 */
export const humanPause = (page: Page) => page.waitForTimeout(2100);

/**
 * Waits until React has hydrated every one of the elements. The home page's sections below the fold and the footer
 * hydrate at the visitor's first interaction: a test that clicks there acts once they are live, as a person would.
 */
export const waitHydrated = (page: Page, selectors: string[]) =>
  page.waitForFunction(
    (sels) =>
      sels.every((sel) => Object.keys(document.querySelector(sel) ?? {}).some((key) => key.startsWith("__reactFiber"))),
    selectors,
  );

/** Every 8 px from a small phone (360) to a wide laptop (1440): the widths a layout test walks. */
export const everyWidth = Array.from({ length: (1440 - 360) / 8 + 1 }, (_, index) => 360 + index * 8);
