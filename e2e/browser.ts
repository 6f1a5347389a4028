import { chromium, type Browser, type BrowserContext, type Page } from "playwright";
import { chromiumArgs, findBrowser } from "../scripts/browser.mjs";

/**
 * Debian/system Chromium through the Playwright library (no downloaded browsers), with a fake microphone. Every page it opens reports
 * Content-Security-Policy violations, and `close()` fails the test file that saw any: the journeys run with the
 * served policy enforced and must never trip it.
 */
export async function launchBrowser(): Promise<Browser> {
  // A fake microphone, which pages may use once a context grants it: every context does unless it passes its own
  // `permissions` (`[]`: the visitor refused, as Chromium answers a prompt nobody accepts).
  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: [...chromiumArgs, "--use-fake-device-for-media-stream"],
  });
  const violations: string[] = [];
  const watch = async (context: BrowserContext) => {
    await context.exposeBinding("__reportCspViolation", (_source, text: string) => void violations.push(text));
    await context.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
          `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`,
        ),
      ),
    );
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const close = browser.close.bind(browser);
  return Object.assign(browser, {
    newContext: async (options?: Parameters<Browser["newContext"]>[0]) =>
      watch(await newContext({ permissions: ["microphone"], ...options })),
    // A page in its own context, as Browser.newPage does; closing the page closes the context.
    newPage: async (options?: Parameters<Browser["newPage"]>[0]) => {
      const context = await watch(await newContext({ permissions: ["microphone"], ...options }));
      const page = await context.newPage();
      // Closing the context can race the browser's own close at the end of a file: either way it is gone.
      page.once("close", () => void context.close().catch(() => undefined));
      return page;
    },
    close: async (options?: Parameters<Browser["close"]>[0]) => {
      await close(options);
      if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
    },
  });
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
