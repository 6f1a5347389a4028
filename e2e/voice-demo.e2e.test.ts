// Issue 8: the hero's voice demo on the running site, with the platform emulator and the fake Daily call object.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright";
import { demoAssistantOverrides } from "../pages/content/voice-demo";
import { launchBrowser } from "./browser";
import { e2eVoice } from "./global-setup";
import { exportLeads } from "./leads";

const baseUrl = inject("baseUrl");
const emulatorUrl = inject("emulatorUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A returning visitor who already answered the cookie question, on the home page (microphone allowed unless `permissions: []`). */
async function openHome(options: { permissions?: string[] } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  const page = await context.newPage();
  await page.goto(baseUrl, { waitUntil: "networkidle" });
  return page;
}

const hero = (page: Page) => page.locator('[data-slot="demo-call-card"]');
const dialog = (page: Page) => page.getByRole("dialog", { name: "Before we connect you" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function fillDetails(page: Page, details: { name: string; email: string; phone: string }) {
  await dialog(page)
    .getByRole("textbox", { name: /Full name/ })
    .fill(details.name);
  await dialog(page)
    .getByRole("textbox", { name: /Business email/ })
    .fill(details.email);
  await dialog(page)
    .getByRole("textbox", { name: /Phone number/ })
    .fill(details.phone);
}

/** Every call the platform emulator has been asked to start, oldest first. */
async function platformCalls(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${emulatorUrl}/v2/call/export`, {
    headers: { Authorization: `Bearer ${e2eVoice.publicKey}` },
  });
  return ((await response.json()) as { calls: Array<Record<string, unknown>> }).calls;
}

describe("hero voice demo", () => {
  it("asks for details, stores the request, then calls the assistant with the spec's overrides", async () => {
    const callsBefore = (await platformCalls()).length;
    const page = await openHome();
    await hero(page).getByText("Ready to connect").waitFor();
    await hero(page).getByRole("button", { name: "Start Demo Call" }).click();
    await dialog(page).waitFor();

    // Invalid, then valid details.
    await dialog(page).getByRole("button", { name: "Start Demo Call" }).click();
    await dialog(page).getByText("Name is required").waitFor();
    await expect(dialog(page).getByText("Email is required").isVisible()).resolves.toBe(true);
    await expect(dialog(page).getByText("Phone number is required").isVisible()).resolves.toBe(true);
    await fillDetails(page, { name: "Tom Reid", email: "tom.reid", phone: "+44 20 7946 0321" });
    await dialog(page).getByRole("button", { name: "Start Demo Call" }).click();
    await dialog(page).getByText("Please enter a valid email address").waitFor();
    await dialog(page)
      .getByRole("textbox", { name: /Business email/ })
      .fill("tom.reid@brightside-agency.co.uk");
    await dialog(page).getByRole("button", { name: "Start Demo Call" }).click();

    await toast(page, "Information saved! Starting AI call...").waitFor();
    await dialog(page).waitFor({ state: "detached" });
    expect(await exportLeads("ai_call_requests")).toContainEqual(
      expect.objectContaining({
        full_name: "Tom Reid",
        business_email: "tom.reid@brightside-agency.co.uk",
        phone_number: "+44 20 7946 0321",
        call_status: "requested",
        call_channel: "browser",
      }),
    );

    await hero(page).getByText("Connecting to AI...").waitFor();
    // The platform's assistant says it is listening: the call has started.
    await page.waitForFunction(() => window.__parleyFakeDaily?.live().length === 1);
    await page.evaluate(() => window.__parleyFakeDaily?.latest.appMessage("listening"));
    await hero(page).getByText("Connected - AI is listening").waitFor();
    await hero(page).getByRole("button", { name: "End Call" }).click();
    await hero(page).getByText("Ready to connect").waitFor();
    await expect(hero(page).getByRole("button", { name: "Talk to our AI assistant" }).isVisible()).resolves.toBe(true);

    // What the platform received: the configured assistant and the overrides, exactly.
    // Other journeys share the platform emulator, so only the calls made since this test began count.
    const calls = (await platformCalls()).slice(callsBefore);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ assistantId: e2eVoice.assistantId, assistantOverrides: demoAssistantOverrides });
    await page.context().close();
  });

  it("keeps the dialog open with what was typed when the lead endpoint is down", async () => {
    const page = await openHome();
    await page.route("**/rest/v1/ai_call_requests", (route) => route.abort("connectionrefused"));
    await hero(page).getByRole("button", { name: "Start Demo Call" }).click();
    await dialog(page).waitFor();
    await fillDetails(page, { name: "Ana Costa", email: "ana@lumen-events.com", phone: "+44 113 496 0700" });
    await dialog(page).getByRole("button", { name: "Start Demo Call" }).click();

    await toast(page, "Failed to save your information. Please try again.").waitFor();
    await expect(dialog(page).isVisible()).resolves.toBe(true);
    await expect(
      dialog(page)
        .getByRole("textbox", { name: /Business email/ })
        .inputValue(),
    ).resolves.toBe("ana@lumen-events.com");
    await expect(hero(page).getByText("Ready to connect").isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("offers the phone call when the visitor refuses the microphone, and stores it as a phone request", async () => {
    const callsBefore = (await platformCalls()).length;
    const page = await openHome({ permissions: [] });
    await hero(page).getByRole("button", { name: "Start Demo Call" }).click();
    await dialog(page).waitFor();
    await fillDetails(page, { name: "Nina Park", email: "nina@park-conferences.com", phone: "+44 161 496 0811" });
    await dialog(page).getByRole("button", { name: "Start Demo Call" }).click();
    await dialog(page).waitFor({ state: "detached" });

    await hero(page)
      .getByText(
        "Your browser did not let us use the microphone, so the call cannot run here. We can ring your phone instead, or you can book a free workshop.",
      )
      .waitFor();
    const callMe = hero(page).getByRole("button", { name: "Call My Phone Instead" });
    await page.waitForFunction(() => document.activeElement?.textContent?.includes("Call My Phone Instead"));
    await page.keyboard.press("Enter");
    // This e2e server has no phone callbacks configured: the team follows up.
    const confirmation = "Information saved! Our team will be in touch within one working day to run your demo.";
    await toast(page, confirmation).waitFor();
    await expect(hero(page).getByRole("status").innerText()).resolves.toBe(confirmation);
    await expect(callMe.count()).resolves.toBe(0);
    const stored = (await exportLeads("ai_call_requests")).filter((row) => row.full_name === "Nina Park");
    expect(stored).toEqual([expect.objectContaining({ call_channel: "phone", call_status: "requested" })]);
    expect((await platformCalls()).length).toBe(callsBefore);
    await page.context().close();
  });
});
