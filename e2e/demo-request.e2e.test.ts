// Issue 15: on the default build (no voice platform configured) the hero's demo call can still be requested: the
// same details dialog and messages, a stored 'requested' row the owner finds in the export, a confirmation that
// says when we will call, and the booking link beside it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright";
import { demoRequestedMessages } from "../pages/content/hero";
import type { LeadsSite } from "../server/testing/e2e.ts";
import { launchBrowser } from "./browser";
import { startDefaultBuild } from "./default-build";

let browser: Browser;
let site: LeadsSite;
beforeAll(async () => {
  site = await startDefaultBuild();
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("demo call on the default build", () => {
  it("is requested through the details dialog, stored, exported and confirmed", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    await page.goto(site.url, { waitUntil: "networkidle" });
    const card = page.locator('[data-slot="demo-call-card"]');
    await expect(card.innerText()).resolves.not.toMatch(/build|configur|unavailable/i);
    await card.getByRole("button", { name: "Request a Demo Call" }).click();

    const dialog = page.getByRole("dialog", { name: "Request your demo call" });
    await dialog.getByRole("button", { name: "Request Demo Call" }).click();
    await dialog.getByText("Name is required").waitFor();
    await expect(dialog.getByText("Email is required").isVisible()).resolves.toBe(true);
    await expect(dialog.getByText("Phone number is required").isVisible()).resolves.toBe(true);
    await dialog.getByRole("textbox", { name: /Full name/ }).fill("Mei Tan");
    await dialog.getByRole("textbox", { name: /Business email/ }).fill("mei.tan");
    await dialog.getByRole("textbox", { name: /Phone number/ }).fill("+44 131 496 0123");
    await dialog.getByRole("button", { name: "Request Demo Call" }).click();
    await dialog.getByText("Please enter a valid email address").waitFor();
    await dialog.getByRole("textbox", { name: /Business email/ }).fill("mei@thistle-events.co.uk");
    await dialog.getByRole("button", { name: "Request Demo Call" }).click();

    await dialog.waitFor({ state: "detached" });
    const confirmation = card.getByRole("status");
    await expect(confirmation.innerText()).resolves.toBe(demoRequestedMessages.team);
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "status");
    await expect(card.getByRole("link", { name: /Book Free Workshop/ }).isVisible()).resolves.toBe(true);
    expect(await site.exportLeads("ai_call_requests")).toEqual([
      expect.objectContaining({
        full_name: "Mei Tan",
        business_email: "mei@thistle-events.co.uk",
        phone_number: "+44 131 496 0123",
        call_status: "requested",
      }),
    ]);
    await context.close();
  });
});
