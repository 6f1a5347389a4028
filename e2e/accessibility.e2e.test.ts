// A keyboard-only journey and reduced motion, on the running site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright";
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
  it("sends a contact message with the keyboard alone, starting from the skip link", async () => {
    const page = await visit(browser, "/");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");

    // Tab through the page until the contact form's first field has focus.
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
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    for (let presses = 0; presses < 5 && !(await focusedText()).includes("Send Message"); presses++) {
      await page.keyboard.press("Tab");
    }
    expect(await focusedText()).toContain("Send Message");
    await page.keyboard.press("Enter");
    await toast(page, "Thank you! Your message has been received.").waitFor();
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
