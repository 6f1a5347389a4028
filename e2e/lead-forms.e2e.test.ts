// Every lead form on the running site stores its row (read back through the owner's export) and shows docs/product/messages.md#toasts'
// toast; with the endpoint down, the failure toast.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright";
import { launchBrowser } from "./browser";
import { exportLeads } from "./leads";
import { formatCount, formatDollars, formatOneDecimal } from "../ui/sections/roi-calculator/roi-math";
import { humanPause, toast, visit, waitHydrated } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const contactForm = (page: Page) => page.locator("#contact form");
// The e2e build e-mails no estimate (no EmailJS template): the form offers to keep it, not to e-mail it.
const roi = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: "Save my estimate" }) });
const newsletter = (page: Page) => page.locator("footer form");

async function fillContact(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByRole("textbox", { name: /Full name/ }).fill("Grace Okafor");
  await form.getByRole("textbox", { name: /Work email/ }).fill(email);
  await form.getByRole("textbox", { name: /Business name/ }).fill("Okafor & Lane Events");
  await form.getByRole("textbox", { name: /Phone number/ }).fill("+44 161 496 0555");
  await form
    .getByRole("textbox", { name: /How can we help/ })
    .fill("We run six awards dinners a year and want the RSVP chasing automated.");
}

describe("lead forms", () => {
  it("contact: stores the message and thanks the visitor", async () => {
    const page = await visit(browser, "/");
    await fillContact(page, "grace@okafor-lane.co.uk");
    await humanPause(page);
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Thank you! Your message has been received.").waitFor();
    await expect(
      contactForm(page)
        .getByRole("textbox", { name: /Full name/ })
        .inputValue(),
    ).resolves.toBe("");
    expect(await exportLeads("contacts")).toContainEqual(
      expect.objectContaining({
        name: "Grace Okafor",
        email: "grace@okafor-lane.co.uk",
        business: "Okafor & Lane Events",
        quarantine: null,
      }),
    );
    await page.context().close();
  });

  it("contact: a form sent within 2 s (autofill, paste) shows the same thanks and is stored in quarantine", async () => {
    const page = await visit(browser, "/");
    // The contact section hydrates as the visitor scrolls to it; the fill time counts from then, as for a person.
    await page.mouse.wheel(0, 400);
    await contactForm(page).scrollIntoViewIfNeeded();
    await waitHydrated(page, ["#contact form"]);
    await fillContact(page, "autofill@okafor-lane.co.uk");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Thank you! Your message has been received.").waitFor();
    expect(await exportLeads("contacts")).toContainEqual(
      expect.objectContaining({ email: "autofill@okafor-lane.co.uk", quarantine: "too-fast" }),
    );
    await page.context().close();
  });

  it("newsletter: subscribes, and a second subscription of the same address is still a success", async () => {
    for (const email of ["news@harbour-pr.co.uk", "NEWS@harbour-pr.co.uk"]) {
      const page = await visit(browser, "/services");
      await newsletter(page).getByRole("textbox", { name: "Email address" }).fill(email);
      await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
      await toast(page, "Successfully subscribed to newsletter!").waitFor();
      await page.context().close();
    }
    const rows = await exportLeads("newsletter_subscriptions");
    expect(rows.filter((row) => String(row.email).toLowerCase() === "news@harbour-pr.co.uk")).toHaveLength(1);
  });

  it("ROI calculator: keeps the estimate shown on screen, and subscribes the email for updates", async () => {
    const page = await visit(browser, "/");
    const calculator = page.locator('[data-slot="roi-calculator"]');
    await calculator.scrollIntoViewIfNeeded();
    await waitHydrated(page, ['[data-slot="roi-calculator"]']);
    // A visitor sets two sliders with the keyboard.
    const attendees = calculator.getByRole("slider", { name: "Monthly attendees" });
    await attendees.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    const staffCost = calculator.getByRole("slider", { name: "Hourly staff cost $" });
    await staffCost.focus();
    await page.keyboard.press("End");
    const shown = {
      inputs: await calculator
        .getByRole("slider")
        .evaluateAll((sliders) => sliders.map((slider) => Number(slider.getAttribute("aria-valuenow")))),
      payback: await calculator.locator('[data-slot="roi-payback"]').textContent(),
      figures: await calculator.locator('[data-slot="roi-figure"] dd:first-of-type').allTextContents(),
    };
    expect(shown.inputs).toEqual([400, 11, 89, 23, 35]);

    const email = roi(page).getByRole("textbox", { name: /Work email/ });
    expect(await roi(page).getByRole("heading").textContent()).toBe("Keep this estimate");
    const saved =
      "We will keep your figures with your email address and, now and then, send a short note on AI automation for events.";
    expect(await roi(page).getByText(saved, { exact: true }).count()).toBe(1);
    await email.fill("finance@summit-venues.com");
    await roi(page).getByRole("button", { name: "Save my estimate" }).click();
    await toast(page, "ROI estimate saved! You'll receive updates on AI automation insights.").waitFor();
    expect(await exportLeads("newsletter_subscriptions")).toContainEqual(
      expect.objectContaining({ email: "finance@summit-venues.com" }),
    );
    const rows = (await exportLeads("roi_estimates")).filter((row) => row.email === "finance@summit-venues.com");
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, number>;
    expect(
      [row.attendees, row.registration_rate, row.ticket_value, row.admin_hours, row.staff_cost].map(Number),
    ).toEqual(shown.inputs);
    // The stored figures, formatted as the calculator formats them, are what the visitor saw.
    expect(`${formatOneDecimal(Number(row.payback_months))} months`).toBe(shown.payback);
    expect([
      formatCount(Number(row.projected_registrations)),
      formatDollars(Number(row.extra_revenue)),
      `${formatOneDecimal(Number(row.hours_saved))} hours`,
      formatDollars(Number(row.monthly_savings)),
    ]).toEqual(shown.figures);
    await page.context().close();
  });

  it("shows each form's failure toast when the endpoint is down, keeping what was typed", async () => {
    const page = await visit(browser, "/");
    await page.route("**/rest/v1/**", (route) => route.abort("connectionrefused"));

    await fillContact(page, "down@example.co.uk");
    await humanPause(page);
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Failed to save contact information").waitFor();
    await expect(
      contactForm(page)
        .getByRole("textbox", { name: /Work email/ })
        .inputValue(),
    ).resolves.toBe("down@example.co.uk");

    await roi(page)
      .getByRole("textbox", { name: /Work email/ })
      .fill("down@example.co.uk");
    await roi(page).getByRole("button", { name: "Save my estimate" }).click();
    await toast(page, "Failed to save your email. Please try again.").waitFor();

    await newsletter(page).getByRole("textbox", { name: "Email address" }).fill("down@example.co.uk");
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await toast(page, "Failed to subscribe. Please try again.").waitFor();
    await page.context().close();
  });
});
