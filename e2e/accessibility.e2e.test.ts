// A keyboard-only journey and reduced motion, on the running site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { exportLeads } from "./leads";
import { humanPause, toast, visit } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("keyboard and motion", () => {
  it("walks the home page with the keyboard alone: skip link, cookie banner, a path, the contact form", async () => {
    const page = await visit(browser, "/", { consent: null, viewport: { width: 390, height: 844 } });
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return {
          tag: element?.tagName.toLowerCase(),
          id: element?.id,
          role: element?.getAttribute("role"),
          text: element?.textContent?.trim(),
          inBanner: Boolean(element?.closest('[data-slot="cookie-banner"]')),
        };
      });
    const boxOf = async (locator: ReturnType<typeof page.locator>) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error("not on screen");
      return box;
    };
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

    // The page with the banner shown: axe (WCAG 2.2 A/AA) finds nothing.
    expect(await axeViolations(page)).toEqual([]);
    // The skip link is the first Tab stop and, shown, keeps clear of the logo at 390 and 1280 px.
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ tag: "a", text: "Skip to content" });
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    const logo = page.getByRole("banner").getByRole("link", { name: "Parley", exact: true });
    expect(overlaps(await boxOf(skipLink), await boxOf(logo))).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(overlaps(await boxOf(skipLink), await boxOf(logo))).toBe(false);

    // The cookie banner's controls are the next Tab stops; Decline hands focus back to where it came from.
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ text: "Privacy policy", inBanner: true });
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ text: "Decline", inBanner: true });
    await page.keyboard.press("Enter");
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    expect(await focused()).toMatchObject({ tag: "a", text: "Skip to content" });
    expect(await axeViolations(page)).toEqual([]);

    // A path chooser card moves focus into its section, announced by the section's heading.
    const pathCard = page.getByRole("button", { name: "I'm an Event Planner" });
    for (
      let presses = 0;
      presses < 100 && !(await pathCard.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "event-automation");
    const section = page.locator("#event-automation");
    expect(await section.getAttribute("tabindex")).toBe("-1");
    const heading = await section.evaluate(
      (el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent,
    );
    expect(heading).toBeTruthy();
    await expect
      .poll(() => page.locator("#event-automation").evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBe(80);
    expect(await axeViolations(page)).toEqual([]);
    // The next Tab continues from the chosen section, not from the path chooser above it.
    await page.keyboard.press("Tab");
    expect(
      await section.evaluate(
        (el) =>
          document.activeElement !== null &&
          document.activeElement !== el &&
          Boolean(
            el.compareDocumentPosition(document.activeElement) &
            (Node.DOCUMENT_POSITION_CONTAINED_BY | Node.DOCUMENT_POSITION_FOLLOWING),
          ),
      ),
    ).toBe(true);

    // Tab on until the contact form's first field has focus, fill it in and send it with Enter.
    const nameField = page.locator("#contact").getByRole("textbox", { name: /Full name/ });
    for (let presses = 0; presses < 200; presses++) {
      if (await nameField.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type("Sam Patel");
    await page.keyboard.press("Tab");
    await page.keyboard.type("sam@keyboard-events.co.uk");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keyboard Events");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+44 20 7946 0999");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Please call me about automating delegate reminders for our summit.");
    await humanPause(page);
    // Past the privacy-notice link, on to the submit button.
    for (let presses = 0; presses < 5 && !(await focused()).text?.includes("Send Message"); presses++) {
      await page.keyboard.press("Tab");
    }
    expect((await focused()).text).toContain("Send Message");
    await page.keyboard.press("Enter");
    await toast(page, "Thank you! Your message has been received.").waitFor();
    // Focus is on the form's own thank-you (announced as a status), never on <body>.
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "status");
    expect(await focused()).toMatchObject({ role: "status", text: "Thank you! Your message has been received." });
    expect(await page.locator("#contact").getByRole("status").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await exportLeads("contacts")).toContainEqual(
      expect.objectContaining({ name: "Sam Patel", email: "sam@keyboard-events.co.uk" }),
    );
    await page.context().close();
  });

  it("under reduced motion the counters show their final values at once", async () => {
    const page = await visit(browser, "/", { reducedMotion: "reduce" });
    const stat = page.getByText("+23%", { exact: false }).first();
    await stat.scrollIntoViewIfNeeded();
    // No count-up: right after scrolling in, the figures are already final.
    const figures = await page.locator('[data-slot="results-stats"]').innerText();
    for (const value of ["3x", "+23%", "+31%", "+17%", "+13%"]) expect(figures).toContain(value);
    await page.context().close();
  });
});
