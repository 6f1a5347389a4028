// Issue 15: nothing typed is lost to the network. The network is cut during each form's first submit (the code the
// submit needs and the lead endpoint both fail); the visitor is told and keeps their text; once it is back the
// same page's next submit is stored, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright";
import { leadMessages } from "../pages/leads/lead-actions";
import type { LeadTable } from "../server/lead-tables.ts";
import { launchBrowser } from "./browser";
import { exportLeads } from "./leads";
import { humanPause, toast, visit, waitHydrated } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every request from the page fails as with no connection, until `restore`. */
async function cutNetwork(page: Page): Promise<{ restore: () => Promise<void> }> {
  const handler = (route: { abort: (code: string) => Promise<void> }) => route.abort("internetdisconnected");
  await page.route("**/*", handler);
  return { restore: () => page.unroute("**/*", handler) };
}

const rowsFor = async (table: LeadTable, field: string, value: string) =>
  (await exportLeads(table)).filter((row) => row[field] === value);

type Journey = {
  name: string;
  table: LeadTable;
  key: { field: string; value: string };
  success: string;
  /** Opens the form and types; returns the form and the field whose text must survive. */
  fill: (page: Page) => Promise<{ form: Locator; kept: Locator; submit: Locator }>;
};

const journeys: Journey[] = [
  {
    name: "contact form",
    table: "contacts",
    key: { field: "email", value: "tunnel@okafor-lane.co.uk" },
    success: "Thank you! Your message has been received.",
    async fill(page) {
      const form = page.locator("#contact form");
      await form.getByRole("textbox", { name: /Full name/ }).fill("Grace Okafor");
      await form.getByRole("textbox", { name: /Work email/ }).fill("tunnel@okafor-lane.co.uk");
      await form.getByRole("textbox", { name: /Business name/ }).fill("Okafor & Lane Events");
      await form.getByRole("textbox", { name: /Phone number/ }).fill("+44 161 496 0555");
      const kept = form.getByRole("textbox", { name: /How can we help/ });
      await kept.fill("Typed on a train: we want the RSVP chasing automated.");
      await humanPause(page);
      return { form, kept, submit: form.getByRole("button", { name: "Send Message" }) };
    },
  },
  {
    name: "ROI estimate",
    table: "newsletter_subscriptions",
    key: { field: "email", value: "tunnel@summit-venues.com" },
    success: "ROI estimate saved! You'll receive updates on AI automation insights.",
    async fill(page) {
      const submit = page.getByRole("button", { name: "Save my estimate" });
      const form = page.locator("form", { has: submit });
      const kept = form.getByRole("textbox", { name: /Work email/ });
      await kept.fill("tunnel@summit-venues.com");
      // The section's code comes as the visitor reaches it; the line goes down after that (before it, the start
      // script's own message answers: deferred-hydration.e2e.test.ts).
      await waitHydrated(page, ['main > [data-slot="roi-calculator"] form']);
      return { form, kept, submit };
    },
  },
  {
    name: "newsletter",
    table: "newsletter_subscriptions",
    key: { field: "email", value: "tunnel@harbour-pr.co.uk" },
    success: "Successfully subscribed to newsletter!",
    async fill(page) {
      const form = page.locator("footer form");
      const kept = form.getByRole("textbox", { name: "Email address" });
      await kept.fill("tunnel@harbour-pr.co.uk");
      await waitHydrated(page, ["footer form"]);
      return { form, kept, submit: form.getByRole("button", { name: "Subscribe" }) };
    },
  },
  {
    name: "demo call request",
    table: "ai_call_requests",
    key: { field: "business_email", value: "tunnel@brightside-agency.co.uk" },
    success: "Information saved! Starting AI call...",
    async fill(page) {
      await page.locator('[data-slot="demo-call-card"]').getByRole("button", { name: "Start Demo Call" }).click();
      const form = page.getByRole("dialog", { name: "Before we connect you" });
      await form.getByRole("textbox", { name: /Full name/ }).fill("Tom Reid");
      const kept = form.getByRole("textbox", { name: /Business email/ });
      await kept.fill("tunnel@brightside-agency.co.uk");
      await form.getByRole("textbox", { name: /Phone number/ }).fill("+44 20 7946 0321");
      return { form, kept, submit: form.getByRole("button", { name: "Start Demo Call" }) };
    },
  },
];

describe("a flaky network", () => {
  it.each(journeys)("$name: offline first submit is explained, the text kept, the next one stored once", async (j) => {
    const page = await visit(browser, "/");
    const { form, kept, submit } = await j.fill(page);
    const typed = await kept.inputValue();

    const network = await cutNetwork(page);
    await submit.click();
    await form.getByText(leadMessages.offline).waitFor();
    expect(await kept.inputValue()).toBe(typed);
    expect(await rowsFor(j.table, j.key.field, j.key.value)).toHaveLength(0);

    await network.restore();
    await submit.click();
    await toast(page, j.success).waitFor();
    // One message per failure: the offline failure's toast is not brought back by the success.
    expect(await page.locator("[data-sonner-toast]").count()).toBe(1);
    expect(await rowsFor(j.table, j.key.field, j.key.value)).toHaveLength(1);
    await page.context().close();
  });

  it("a chunk removed by a new deployment: the visitor is told to reload, the text kept", async () => {
    const page = await visit(browser, "/");
    const { form, kept, submit } = await journeys[0]!.fill(page);
    await page.route("**/assets/*.js", (route) => route.fulfill({ status: 404, body: "" }));
    await submit.click();
    await form.getByText(leadMessages.updated).waitFor();
    expect(await kept.inputValue()).toBe("Typed on a train: we want the RSVP chasing automated.");
    await page.context().close();
  });
});
