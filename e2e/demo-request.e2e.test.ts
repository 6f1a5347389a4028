// On the default build (no live browser call) the hero's demo call is requested: the same details dialog and
// messages, a stored 'requested' row the owner finds in the export, a confirmation that says what happens next, and
// the booking link beside it. With phone callbacks on (docs/product/phone-callbacks.md), the request is dialled
// through the platform emulator, whose webhooks carry it to 'ended'.
import { startEmulator, type Emulator } from "@parley/voice/testing/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright";
import { parseCallingWindow } from "../server/callbacks/calling-window.ts";
import { DEFAULT_CALL_LIMITS } from "../server/callbacks/callback-config.ts";
import { demoRequestedMessages } from "../pages/content/demo-request";
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

/** The home page as a visitor who declined cookies, the request dialog filled in with these details and sent. */
async function requestDemoCall(url: string, details: { name: string; email: string; phone: string }) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  const card = page.locator('[data-slot="demo-call-card"]');
  await card.getByRole("button", { name: "Request a Demo Call" }).click();
  const dialog = page.getByRole("dialog", { name: "Request your demo call" });
  await dialog.getByRole("textbox", { name: /Full name/ }).fill(details.name);
  await dialog.getByRole("textbox", { name: /Business email/ }).fill(details.email);
  await dialog.getByRole("textbox", { name: /Phone number/ }).fill(details.phone);
  await dialog.getByRole("button", { name: "Request Demo Call" }).click();
  await dialog.waitFor({ state: "detached" });
  return { page, card };
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
    // The card keeps one action; the workshop is the hero's own button.
    await expect(card.getByRole("link").count()).resolves.toBe(0);
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

describe("demo call with phone callbacks on", () => {
  const secret = "e2e-webhook-secret-0123";
  let emulator: Emulator;
  let callbackSite: LeadsSite;
  beforeAll(async () => {
    emulator = await startEmulator({ token: "e2e-private-key" });
    callbackSite = await startDefaultBuild({
      callbacks: {
        privateKey: "e2e-private-key",
        assistantId: "asst_e2e_phone",
        phoneNumberId: "pn_e2e_london",
        apiUrl: emulator.url,
        webhookSecret: secret,
        window: parseCallingWindow("00:00-24:00", "mon-sun", "Europe/London"),
        defaultRegion: "GB",
        countries: ["GB"],
        limits: DEFAULT_CALL_LIMITS,
        challengeKey: "e2e-challenge-key",
      },
      dialler: { pollMs: 200 },
    });
  }, 600_000);
  afterAll(async () => {
    await callbackSite?.close();
    await emulator?.close();
  });

  it("is dialled once with the visitor's E.164 number, and the platform's webhooks carry it to 'ended'", async () => {
    const { page, card } = await requestDemoCall(callbackSite.url, {
      name: "Oliver Grant",
      email: "oliver@grant-weddings.co.uk",
      phone: "020 7946 0321",
    });
    const soon = "Information saved! Our AI assistant will call you in the next few minutes.";
    await expect(card.getByRole("status").innerText()).resolves.toBe(soon);

    const placed = await until(
      () => emulator.requests.find((r) => r.method === "POST" && r.path === "/call" && r.status === 201),
      "the dialler's call",
    );
    expect(placed.body).toMatchObject({
      assistantId: "asst_e2e_phone",
      phoneNumberId: "pn_e2e_london",
      customer: { number: "+442079460321", name: "Oliver" },
    });
    const [queued] = await callbackSite.exportLeads("ai_call_requests");
    expect(queued).toMatchObject({
      full_name: "Oliver Grant",
      call_channel: "phone",
      promised: "assistant",
      call_status: "queued",
    });

    const calls = (await (
      await fetch(`${emulator.url}/call`, { headers: { Authorization: "Bearer e2e-private-key" } })
    ).json()) as { id: string }[];
    const deliveries = await emulator.playPhoneCall(calls[0]?.id ?? "", "answered", {
      url: `${callbackSite.url}/api/voice/webhook`,
      headers: { "X-Vapi-Secret": secret },
    });
    expect(deliveries.map((d) => d.httpStatus)).toEqual(deliveries.map(() => 200));

    const [ended] = await callbackSite.exportLeads("ai_call_requests");
    expect(ended).toMatchObject({
      call_status: "ended",
      ended_reason: "customer-ended-call",
      call_duration_seconds: 42,
      call_summary: "The caller asked about automating event registrations.",
    });
    expect(Date.parse(String(ended?.call_updated_at))).toBeGreaterThan(Date.parse(String(ended?.created_at)));
    // A second of polling later (five rounds), still the one call.
    await page.waitForTimeout(1000);
    expect(emulator.requests.filter((r) => r.method === "POST" && r.path === "/call")).toHaveLength(1);
    await page.context().close();
  });

  it("refuses a premium-rate number on the phone field: nothing stored, nothing promised", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    await page.goto(callbackSite.url, { waitUntil: "networkidle" });
    const before = (await callbackSite.exportLeads("ai_call_requests")).length;
    await page.locator('[data-slot="demo-call-card"]').getByRole("button", { name: "Request a Demo Call" }).click();
    const dialog = page.getByRole("dialog", { name: "Request your demo call" });
    await dialog.getByRole("textbox", { name: /Full name/ }).fill("Mallory Premium");
    await dialog.getByRole("textbox", { name: /Business email/ }).fill("mallory@example.com");
    const phone = dialog.getByRole("textbox", { name: /Phone number/ });
    await phone.fill("09098 790000");
    await dialog.getByRole("button", { name: "Request Demo Call" }).click();
    const message =
      "We can only call UK mobile and landline numbers. Please check the number, or book a free workshop instead.";
    await expect(dialog.getByText(message).innerText()).resolves.toBe(message);
    await expect(phone.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await callbackSite.exportLeads("ai_call_requests")).toHaveLength(before);
    await context.close();
  });

  it("solves the human check while the visitor types; a request without it is refused", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    await page.goto(callbackSite.url, { waitUntil: "networkidle" });
    // The challenge is fetched as the dialog opens, so the wait starts before the click.
    const challenged = page.waitForResponse((r) => r.url().endsWith("/api/callbacks/challenge"));
    await page.locator('[data-slot="demo-call-card"]').getByRole("button", { name: "Request a Demo Call" }).click();
    const dialog = page.getByRole("dialog", { name: "Request your demo call" });
    const challenge = await challenged;
    expect(challenge.status()).toBe(200);
    // A person takes a few seconds to type three fields; the check is done by then (it takes about a second).
    const typed = Date.now();
    await dialog.getByRole("textbox", { name: /Full name/ }).pressSequentially("Hannah Cole", { delay: 60 });
    await dialog
      .getByRole("textbox", { name: /Business email/ })
      .pressSequentially("hannah@cole-events.co.uk", { delay: 60 });
    await dialog.getByRole("textbox", { name: /Phone number/ }).pressSequentially("0161 496 0123", { delay: 60 });
    const typingMs = Date.now() - typed;
    const sent = Date.now();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/callbacks/requests")),
      dialog.getByRole("button", { name: "Request Demo Call" }).click(),
    ]);
    // The request left at once: the proof was ready before the visitor finished typing.
    expect(Date.now() - sent).toBeLessThan(1_500);
    expect(typingMs).toBeGreaterThan(2_000);
    expect(JSON.parse(request.postData() ?? "{}")).toMatchObject({
      proof: { solution: { counter: expect.any(Number) as unknown } },
    });
    await dialog.waitFor({ state: "detached" });

    const without = await page.evaluate(async () => {
      const response = await fetch("/api/callbacks/requests", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Bot", email: "bot@example.com", phone: "0161 496 0999" }),
      });
      return { status: response.status, body: (await response.json()) as { code: string } };
    });
    expect(without).toMatchObject({ status: 403, body: { code: "human_check" } });
    // The replayed proof buys nothing either.
    const replayed = await page.evaluate(async (body) => {
      const response = await fetch("/api/callbacks/requests", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      return response.status;
    }, request.postData() ?? "");
    expect(replayed).toBe(403);
    const rows = await callbackSite.exportLeads("ai_call_requests");
    expect(rows.filter((row) => row.full_name === "Bot" || row.full_name === "Hannah Cole")).toHaveLength(1);
    await context.close();
  });
});
