import { chromium, type Browser, type Page } from "playwright";
import { chromiumArgs, findBrowser } from "../scripts/browser.mjs";

/** Debian/system Chromium through the Playwright library (no downloaded browsers). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
}

/** Collects console errors and warnings and uncaught page errors, the signs of a broken hydration. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
