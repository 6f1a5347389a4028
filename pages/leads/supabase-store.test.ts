import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type RunningServer } from "../../server/app.ts";
import { roiFactors, roiSliders } from "../content/home-offer";
import { calculateRoi, defaultRoiInputs } from "../../ui/sections/roi-calculator/roi-math";
import { createLeadActions } from "./lead-actions";
import { LeadStoreConfigError } from "./lead-store";
import { LOCAL_ANON_KEY } from "./local-anon-key";
import { createSupabaseLeadStore, supabaseConfigFromEnv } from "./supabase-store";

const roiInputs = { ...defaultRoiInputs(roiSliders), attendees: 600 };
const estimate = { inputs: roiInputs, results: calculateRoi(roiInputs, roiFactors) };

const SERVICE_KEY = "store-test-service-key";
const contact = {
  name: "Ada",
  email: "ada@example.com",
  business: "Acme",
  phone: "+1 555 0100",
  message: "Hello there, Parley",
};

describe("supabase-js lead store against the local endpoint (PGlite)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, serviceKey: SERVICE_KEY, rateLimit: { max: 0, windowSeconds: 1 } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  const store = () => createSupabaseLeadStore({ url: server.url, key: LOCAL_ANON_KEY });
  const stored = async (table: string) =>
    (await (await fetch(`${server.url}/rest/v1/${table}`, { headers: { apikey: SERVICE_KEY } })).json()) as Record<
      string,
      unknown
    >[];

  it("inserts each kind of lead", async () => {
    const leads = store();
    await expect(leads.insertContact(contact)).resolves.toEqual({ ok: true });
    await expect(leads.insertNewsletterSubscription({ email: "news@example.com" })).resolves.toEqual({ ok: true });
    await expect(
      leads.insertCallRequest({
        full_name: "Ada",
        business_email: "ada@example.com",
        phone_number: "+1 555 0100",
        call_status: "requested",
      }),
    ).resolves.toEqual({ ok: true });
    expect(await stored("ai_call_requests")).toMatchObject([{ full_name: "Ada", call_status: "requested" }]);
  });

  it("reports the backend's refusal with PostgREST's fields", async () => {
    await expect(store().insertNewsletterSubscription({ email: "news at example.com" })).resolves.toEqual({
      ok: false,
      error: {
        status: 400,
        code: "23514",
        message: 'new row for relation "newsletter_subscriptions" violates check constraint "newsletter_email_fmt"',
        details: null,
        hint: null,
      },
    });
  });

  it("end to end: field errors, duplicate-as-success and exact toasts through the real endpoint", async () => {
    const toast = { success: vi.fn(), error: vi.fn() };
    const actions = createLeadActions({ store: store(), toast, supportEmail: "support@parley.ai" });
    await expect(actions.submitContact({ ...contact, phone: "call me" })).resolves.toEqual({
      ok: false,
      fieldErrors: { phone: "Please enter a phone number of 7 to 32 digits, spaces or + ( ) . -" },
    });
    await expect(actions.submitContact({ ...contact, message: "x".repeat(40_000) })).resolves.toEqual({
      ok: false,
      fieldErrors: { message: "Please keep your message to 5,000 characters" },
    });
    await expect(actions.subscribeNewsletter({ email: "Dup@example.com" })).resolves.toEqual({ ok: true });
    await expect(actions.saveRoiEmail({ email: "dup@EXAMPLE.com", estimate })).resolves.toEqual({ ok: true });
    expect(toast.error.mock.calls).toEqual([
      ["Failed to save your message", { duration: 5000 }],
      ["Failed to save your message", { duration: 5000 }],
    ]);
    expect(toast.success.mock.calls).toEqual([
      ["Successfully subscribed to newsletter!", undefined],
      ["ROI estimate saved! You'll receive updates on AI automation insights.", undefined],
    ]);
    const emails = (await stored("newsletter_subscriptions")).map((row) => row.email);
    expect(emails.filter((email) => String(email).toLowerCase() === "dup@example.com")).toEqual(["Dup@example.com"]);
    // The estimate itself, through the real endpoint and migration.
    const [row] = (await stored("roi_estimates")).filter((r) => r.email === "dup@EXAMPLE.com");
    expect(row).toMatchObject({ attendees: 600, registration_rate: 11, ticket_value: 89 });
    expect(Number(row?.monthly_savings)).toBeCloseTo(estimate.results.monthlySavings, 6);
    expect(Number(row?.payback_months)).toBeCloseTo(estimate.results.paybackMonths, 6);
  });

  it("a missing key raises 'supabaseKey is required.' inside the store", async () => {
    const leads = createSupabaseLeadStore({ url: server.url, key: undefined });
    const failure = leads.insertContact(contact);
    await expect(failure).rejects.toBeInstanceOf(LeadStoreConfigError);
    await expect(failure).rejects.toThrow("supabaseKey is required.");
  });
});

it("shows the failure toasts when the endpoint is down", async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
  const toast = { success: vi.fn(), error: vi.fn() };
  const store = createSupabaseLeadStore({ url, key: LOCAL_ANON_KEY });
  const actions = createLeadActions({ store, toast, supportEmail: "support@parley.ai" });
  // The form says what happened and that the text is kept; the toast is the form's failure toast.
  await expect(actions.submitContact(contact)).resolves.toEqual({
    ok: false,
    message:
      "We could not reach our server, so nothing was sent. What you typed is still here: send it again once you are back online.",
  });
  await actions.subscribeNewsletter({ email: "a@example.com" });
  await actions.saveRoiEmail({ email: "a@example.com", estimate });
  await actions.requestDemoCall({ name: "Ada", email: "a@example.com", phone: "+1 555 0100" });
  expect(toast.error.mock.calls).toEqual([
    ["Failed to save contact information", { duration: 5000 }],
    ["Failed to subscribe. Please try again.", undefined],
    ["Failed to save your email. Please try again.", undefined],
    ["Failed to save your information. Please try again.", undefined],
  ]);
});

describe("configuration from the build's env", () => {
  it("defaults to the page's origin and the local key", () => {
    vi.stubGlobal("location", { origin: "http://localhost:4173" });
    try {
      const config = supabaseConfigFromEnv({});
      expect(config.key).toBe("local-anon-key");
      expect(typeof config.url === "function" ? config.url() : config.url).toBe("http://localhost:4173");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("uses the hosted project when configured, and never falls back to the local key there", () => {
    expect(supabaseConfigFromEnv({ VITE_SUPABASE_URL: "https://x.supabase.co", VITE_SUPABASE_ANON_KEY: "pk" })).toEqual(
      {
        url: "https://x.supabase.co",
        key: "pk",
      },
    );
    expect(supabaseConfigFromEnv({ VITE_SUPABASE_URL: "https://x.supabase.co" })).toEqual({
      url: "https://x.supabase.co",
      key: undefined,
    });
    expect(supabaseConfigFromEnv({ VITE_SUPABASE_ANON_KEY: "" }).key).toBeUndefined();
  });
});
