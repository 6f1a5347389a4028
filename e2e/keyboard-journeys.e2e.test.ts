// Every journey with the keyboard alone on the production build (docs/product/screens.md#keyboard-and-screen-readers):
// the nav's menu, the case-story carousel, the ROI sliders and email, the demo details dialog and the footer's
// newsletter. Focus is asserted at each step, and axe (WCAG 2.2 A/AA) reports nothing in each state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright";
import { axeViolations } from "./axe";
import { launchBrowser, watchConsole } from "./browser";
import { exportLeads } from "./leads";
import { humanPause, toast, visit, waitHydrated } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What has focus: enough to say where the keyboard is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      role: element?.getAttribute("role"),
      name: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
      expanded: element?.getAttribute("aria-expanded"),
      valueNow: element?.getAttribute("aria-valuenow"),
    };
  });

/** Presses Tab until `isTarget` holds for the focused element (at most `limit` presses). */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 250) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isTarget()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached with Tab");
}
const hasFocus = (locator: ReturnType<Page["locator"]>) => () =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

describe("keyboard journeys", () => {
  it("opens and closes the mobile menu, and follows a link from it", async () => {
    const page = await visit(browser, "/", { viewport: { width: 390, height: 844 } });
    const problems = watchConsole(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, hasFocus(menuButton));
    await page.keyboard.press("Enter");
    expect(await focused(page)).toMatchObject({ expanded: "true" });
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it and hands focus back to its button.
    await page.keyboard.press("Escape");
    expect(await focused(page)).toMatchObject({ tag: "button", expanded: "false" });
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const first = await focused(page);
    expect(first.tag).toBe("a");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("steps through the case stories and sets the ROI sliders, then sends the estimate", async () => {
    const page = await visit(browser, "/", { viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    await page.locator('[data-slot="case-carousel"]').scrollIntoViewIfNeeded();
    await waitHydrated(page, ['[data-slot="case-carousel"]']);

    const next = page.getByRole("button", { name: "Next story" });
    await tabTo(page, hasFocus(next));
    const slideBefore = await page
      .locator('[data-slot="case-carousel"] [aria-roledescription="slide"]:visible')
      .textContent();
    await page.keyboard.press("Enter");
    expect(await focused(page)).toMatchObject({ name: "Next story" });
    await expect
      .poll(() => page.locator('[data-slot="case-carousel"] [aria-roledescription="slide"]:visible').textContent())
      .not.toBe(slideBefore);
    expect(await axeViolations(page)).toEqual([]);

    // The sliders' thumbs are drawn by their code (the prerendered ones are hidden): Tab reaches them once the
    // calculator, hydrated as it comes near, is live. A visitor's Tab is slower than this loop's.
    await page.locator('[data-slot="roi-calculator"]').scrollIntoViewIfNeeded();
    await waitHydrated(page, ['[data-slot="roi-calculator"]']);
    const attendees = page.getByRole("slider", { name: "Monthly attendees" });
    await tabTo(page, hasFocus(attendees));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await focused(page)).toMatchObject({ role: "slider", valueNow: "300" });
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ role: "slider", valueNow: "11" });
    await page.keyboard.press("End");
    expect(await focused(page)).toMatchObject({ role: "slider", valueNow: "25" });
    expect(await axeViolations(page)).toEqual([]);

    const email = page.locator('[data-slot="roi-email-form"]').getByRole("textbox", { name: /Work email/ });
    await tabTo(page, hasFocus(email));
    await page.keyboard.type("keys@roi-events.co.uk");
    await humanPause(page);
    await page.keyboard.press("Enter");
    await toast(page, "ROI estimate saved! You'll receive updates on AI automation insights.").waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "status");
    expect(await axeViolations(page)).toEqual([]);
    const [row] = (await exportLeads("roi_estimates")).filter((r) => r.email === "keys@roi-events.co.uk");
    expect(row).toMatchObject({ attendees: 300, registration_rate: 25 });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("fills the demo details dialog, cancels with Escape, and subscribes from the footer", async () => {
    const page = await visit(browser, "/", { viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    const start = page.getByRole("button", { name: "Start Demo Call" });
    await tabTo(page, hasFocus(start));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Before we connect you" });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await axeViolations(page)).toEqual([]);
    // Errors: focus on the first invalid field, described by its message.
    await tabTo(page, hasFocus(dialog.getByRole("textbox", { name: /Full name/ })), 10);
    await page.keyboard.type("A");
    await tabTo(page, hasFocus(dialog.getByRole("button", { name: "Start Demo Call" })), 10);
    await page.keyboard.press("Enter");
    await dialog.getByText("Name must be at least 2 characters").waitFor();
    expect(await focused(page)).toMatchObject({ tag: "input" });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await focused(page)).toMatchObject({ name: "Start Demo Call" });

    const newsletter = page.locator("footer form").getByRole("textbox", { name: "Email address" });
    await tabTo(page, hasFocus(newsletter), 300);
    await page.keyboard.type("keys@newsletter-events.co.uk");
    await humanPause(page);
    await page.keyboard.press("Enter");
    await toast(page, "Successfully subscribed to newsletter!").waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "status");
    expect(await axeViolations(page)).toEqual([]);
    expect(await exportLeads("newsletter_subscriptions")).toContainEqual(
      expect.objectContaining({ email: "keys@newsletter-events.co.uk" }),
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
