import { describe, expect, it, vi } from "vitest";
import { createFakeCallbacks } from "./fake-callbacks";
import { createLeadActions, leadMessages, subscribe, type LeadActionsOptions } from "./lead-actions";
import { LeadStoreConfigError, type StoreError } from "./lead-store";
import { createMemoryLeadStore } from "./memory-lead-store";
import { roiFactors, roiSliders } from "../content/home-offer";
import { calculateRoi, defaultRoiInputs } from "../../ui/sections/roi-calculator/roi-math";

const SHOWN_AT = 1_000_000;
const LATER = SHOWN_AT + 10_000;
const contact = {
  name: " Ada ",
  email: "ada@example.com",
  business: "Acme",
  phone: "+1 555 0100",
  message: "Hello, I would like a demo.",
  honeypot: "",
  startedAt: SHOWN_AT,
};
const roiInputs = { ...defaultRoiInputs(roiSliders), attendees: 600 };
const estimate = { inputs: roiInputs, results: calculateRoi(roiInputs, roiFactors) };
const backendDown: StoreError = {
  status: 0,
  code: null,
  message: "TypeError: fetch failed",
  details: null,
  hint: null,
};
const checkFailed = (constraint: string, table = "contacts"): StoreError => ({
  status: 400,
  code: "23514",
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
  details: null,
  hint: null,
});

function setup(options: Partial<LeadActionsOptions> = {}) {
  const store = createMemoryLeadStore();
  const toast = { success: vi.fn(), error: vi.fn() };
  const log = vi.fn();
  const actions = createLeadActions({
    store,
    toast,
    log,
    supportEmail: "support@parley.ai",
    now: () => LATER,
    ...options,
  });
  return { store, toast, log, actions };
}

describe("contact", () => {
  it("stores the trimmed message and thanks the visitor for 5 s", async () => {
    const { store, toast, actions } = setup();
    await expect(actions.submitContact(contact)).resolves.toEqual({ ok: true });
    expect(store.contacts).toEqual([
      {
        name: "Ada",
        email: "ada@example.com",
        business: "Acme",
        phone: "+1 555 0100",
        message: "Hello, I would like a demo.",
      },
    ]);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith("Thank you! Your message has been received.", {
      duration: 5000,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the service error when the backend cannot be reached, and says the typed text is kept", async () => {
    const { store, toast, actions } = setup();
    store.failWith(backendDown);
    await expect(actions.submitContact(contact)).resolves.toEqual({
      ok: false,
      message:
        "We could not reach our server, so nothing was sent. What you typed is still here: send it again once you are back online.",
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("Failed to save contact information", { duration: 5000 });
  });

  it.each([
    [
      checkFailed("contacts_phone_fmt"),
      { phone: "Please enter a phone number of 7 to 32 digits, spaces or + ( ) . -" },
    ],
    [checkFailed("contacts_email_fmt"), { email: "Please enter a valid email address" }],
    [checkFailed("contacts_name_len"), { name: "Please enter a name of at most 100 characters" }],
    [checkFailed("contacts_business_len"), { business: "Please keep the business name to 200 characters" }],
    [checkFailed("contacts_message_len"), { message: "Please keep your message to 5,000 characters" }],
    [
      {
        status: 400,
        code: "23502",
        message: 'null value in column "message" of relation "contacts" violates not-null constraint',
        details: null,
        hint: null,
      },
      { message: "Message is required" },
    ],
    [
      { status: 413, code: "PGRST_SIZE", message: "Payload too large (limit 32768 bytes)", details: null, hint: null },
      { message: "Please keep your message to 5,000 characters" },
    ],
  ])("puts the server's rejection (%j) on its field", async (error, fieldErrors) => {
    const { store, toast, actions } = setup();
    store.failWith(error);
    await expect(actions.submitContact(contact)).resolves.toEqual({ ok: false, fieldErrors });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("Failed to save your message", { duration: 5000 });
  });

  it("states the wait when rate-limited, in the toast and the form alike (supabase-js hides Retry-After)", async () => {
    const { store, toast, actions } = setup();
    store.failWith({
      status: 429,
      code: "rate_limited",
      message: "Too many submissions, try again later",
      details: null,
      hint: null,
    });
    await expect(actions.submitContact(contact)).resolves.toEqual({
      ok: false,
      message: "Too many submissions from your network. Please try again in an hour.",
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      "Too many submissions from your network. Please try again in an hour.",
      { duration: 5000 },
    );
  });

  it("reports anything thrown as an unexpected error", async () => {
    const { store, toast, log, actions } = setup();
    const failure = new TypeError("boom");
    vi.spyOn(store, "insertContact").mockRejectedValue(failure);
    await expect(actions.submitContact(contact)).resolves.toEqual({
      ok: false,
      message: "An unexpected error occurred",
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("An unexpected error occurred", { duration: 5000 });
    expect(log).toHaveBeenCalledWith("contact submission failed unexpectedly", failure);
  });

  it("sends the notification after storing, and a failed notification is still a success", async () => {
    const notifyContact = vi.fn().mockRejectedValue(new Error("EmailJS down"));
    const { store, toast, log, actions } = setup({ notifier: { notifyContact, sendEstimate: vi.fn() } });
    await expect(actions.submitContact(contact)).resolves.toEqual({ ok: true });
    await actions.settled();
    expect(notifyContact).toHaveBeenCalledExactlyOnceWith(store.contacts[0]);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(leadMessages.contactSuccess, { duration: 5000 });
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("contact notification failed (the message is stored)", new Error("EmailJS down"));
  });

  it("does not notify when nothing was stored", async () => {
    const notifyContact = vi.fn().mockResolvedValue(undefined);
    const { store, actions } = setup({ notifier: { notifyContact, sendEstimate: vi.fn() } });
    store.failWith(backendDown);
    await actions.submitContact(contact);
    expect(notifyContact).not.toHaveBeenCalled();
  });
});

describe("bot-looking submissions are kept in quarantine, never dropped", () => {
  it("a filled honeypot looks like success, is stored marked 'honeypot' and e-mails nobody", async () => {
    const notifyContact = vi.fn();
    const sendEstimate = vi.fn();
    const { store, toast, actions } = setup({ notifier: { notifyContact, sendEstimate } });
    await expect(actions.submitContact({ ...contact, honeypot: "https://spam.example" })).resolves.toEqual({
      ok: true,
    });
    await expect(actions.subscribeNewsletter({ email: "bot@example.com", honeypot: "x" })).resolves.toEqual({
      ok: true,
    });
    await expect(actions.saveRoiEmail({ email: "roi-bot@example.com", estimate, honeypot: "x" })).resolves.toEqual({
      ok: true,
    });
    expect(store.contacts).toEqual([
      {
        name: "Ada",
        email: "ada@example.com",
        business: "Acme",
        phone: "+1 555 0100",
        message: "Hello, I would like a demo.",
        quarantine: "honeypot",
      },
    ]);
    expect(store.newsletterSubscriptions).toEqual([
      { email: "bot@example.com", quarantine: "honeypot" },
      { email: "roi-bot@example.com", quarantine: "honeypot" },
    ]);
    expect(store.roiEstimates).toMatchObject([{ email: "roi-bot@example.com", quarantine: "honeypot" }]);
    expect(notifyContact).not.toHaveBeenCalled();
    expect(sendEstimate).not.toHaveBeenCalled();
    expect(toast.success.mock.calls).toEqual([
      ["Thank you! Your message has been received.", { duration: 5000 }],
      ["Successfully subscribed to newsletter!", undefined],
      ["ROI estimate saved! You'll receive updates on AI automation insights.", undefined],
    ]);
  });

  it("a submit sooner than 2 s after the form was shown is stored marked 'too-fast'; at 2 s it is stored plainly", async () => {
    let now = SHOWN_AT + 1999;
    const { store, toast, actions } = setup({ now: () => now });
    await expect(actions.submitContact(contact)).resolves.toEqual({ ok: true });
    await expect(
      actions.requestDemoCallBack({
        name: "Tom",
        email: "tom@example.com",
        phone: "020 7946 0321",
        startedAt: SHOWN_AT,
      }),
    ).resolves.toMatchObject({ ok: true });
    expect(store.contacts.map((row) => row.quarantine)).toEqual(["too-fast"]);
    expect(store.callRequests).toEqual([
      {
        full_name: "Tom",
        business_email: "tom@example.com",
        phone_number: "020 7946 0321",
        call_status: "requested",
        quarantine: "too-fast",
      },
    ]);
    now = SHOWN_AT + 2000;
    await actions.submitContact(contact);
    expect(store.contacts.map((row) => row.quarantine)).toEqual(["too-fast", undefined]);
    expect(toast.success).toHaveBeenCalledTimes(3);
  });
});

describe("newsletter and ROI email", () => {
  it("subscribes, and an address already on the list (any case) is also a success", async () => {
    const { store, toast, actions } = setup();
    await expect(actions.subscribeNewsletter({ email: "ada@example.com" })).resolves.toEqual({ ok: true });
    await expect(actions.subscribeNewsletter({ email: "ADA@example.com" })).resolves.toEqual({ ok: true });
    await expect(actions.saveRoiEmail({ email: " Ada@Example.com ", estimate })).resolves.toEqual({ ok: true });
    expect(store.newsletterSubscriptions).toEqual([{ email: "ada@example.com" }]);
    expect(toast.success.mock.calls).toEqual([
      ["Successfully subscribed to newsletter!", undefined],
      ["Successfully subscribed to newsletter!", undefined],
      ["ROI estimate saved! You'll receive updates on AI automation insights.", undefined],
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("keeps the estimate (the five inputs and the figures shown), subscribes, and e-mails the estimate", async () => {
    const sendEstimate = vi.fn().mockRejectedValue(new Error("EmailJS down"));
    const { store, toast, log, actions } = setup({ notifier: { notifyContact: vi.fn(), sendEstimate } });
    await expect(actions.saveRoiEmail({ email: " tom@brightside.co.uk ", estimate })).resolves.toEqual({ ok: true });
    await actions.settled();
    expect(store.newsletterSubscriptions).toEqual([{ email: "tom@brightside.co.uk" }]);
    expect(store.roiEstimates).toEqual([
      {
        email: "tom@brightside.co.uk",
        attendees: 600,
        registration_rate: 11,
        ticket_value: 89,
        admin_hours: 23,
        staff_cost: 19,
        current_registrations: estimate.results.currentRegistrations,
        projected_registrations: estimate.results.projectedRegistrations,
        extra_revenue: estimate.results.extraRevenue,
        hours_saved: estimate.results.hoursSaved,
        monthly_savings: estimate.results.monthlySavings,
        payback_months: estimate.results.paybackMonths,
      },
    ]);
    expect(sendEstimate).toHaveBeenCalledExactlyOnceWith("tom@brightside.co.uk", estimate);
    // The e-mail failed: the visitor still hears the estimate is saved (it is), and the owner's log says why.
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(
      "ROI estimate saved! You'll receive updates on AI automation insights.",
      undefined,
    );
    expect(log).toHaveBeenCalledWith("ROI estimate e-mail failed (it is stored)", expect.any(Error));
  });

  it("the newsletter service throws 'Failed to subscribe to newsletter'", async () => {
    const store = createMemoryLeadStore();
    store.failWith(backendDown);
    await expect(subscribe(store, "ada@example.com")).rejects.toMatchObject({
      message: "Failed to subscribe to newsletter",
    });
  });

  it("shows each form's failure toast", async () => {
    const { store, toast, actions } = setup();
    store.failWith(backendDown);
    await expect(actions.subscribeNewsletter({ email: "ada@example.com" })).resolves.toEqual({
      ok: false,
      message: leadMessages.offline,
    });
    await expect(actions.saveRoiEmail({ email: "ada@example.com", estimate })).resolves.toEqual({
      ok: false,
      message: leadMessages.offline,
    });
    expect(toast.error.mock.calls).toEqual([
      ["Failed to subscribe. Please try again.", undefined],
      ["Failed to save your email. Please try again.", undefined],
    ]);
  });

  it("puts a refused address on the email field", async () => {
    const { store, actions } = setup();
    store.failWith(checkFailed("newsletter_email_fmt", "newsletter_subscriptions"));
    await expect(actions.saveRoiEmail({ email: "a@b", estimate })).resolves.toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });
});

describe("demo-call request", () => {
  it("stores the details as a 'requested' browser call (nobody rings it) and says the call is starting", async () => {
    const { store, toast, actions } = setup();
    await expect(
      actions.requestDemoCall({ name: "Ada ", email: "ada@example.com", phone: "+44 20 7946 0000" }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(store.callRequests).toEqual([
      {
        full_name: "Ada",
        business_email: "ada@example.com",
        phone_number: "+44 20 7946 0000",
        call_status: "requested",
        call_channel: "browser",
      },
    ]);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith("Information saved! Starting AI call...", undefined);
  });

  it("fails with its toast, and maps the table's constraints to the dialog's fields", async () => {
    const { store, toast, actions } = setup();
    store.failWith(checkFailed("ai_call_phone_fmt", "ai_call_requests"));
    await expect(actions.requestDemoCall({ name: "Ada", email: "ada@example.com", phone: "call me" })).resolves.toEqual(
      {
        ok: false,
        fieldErrors: { phone: "Please enter a phone number of 7 to 32 digits, spaces or + ( ) . -" },
      },
    );
    store.failWith(backendDown);
    await expect(
      actions.requestDemoCall({ name: "Ada", email: "ada@example.com", phone: "+1 555 0100" }),
    ).resolves.toEqual({ ok: false, message: leadMessages.offline });
    expect(toast.error.mock.calls).toEqual([
      ["Failed to save your information. Please try again.", undefined],
      ["Failed to save your information. Please try again.", undefined],
    ]);
  });
});

describe("demo call on request (no live call here, or no microphone)", () => {
  const details = { name: " Ada ", email: "ada@example.com", phone: "+44 20 7946 0321" };
  const phoneRequest = {
    full_name: "Ada",
    business_email: "ada@example.com",
    phone_number: "+44 20 7946 0321",
    call_status: "requested",
  };

  it("with callbacks off, stores exactly the four fields for the team and says so", async () => {
    const callbacks = createFakeCallbacks({ callbacks: "off" });
    const { store, toast, actions } = setup({ callbacks });
    const text = "Information saved! Our team will be in touch within one working day to run your demo.";
    await expect(actions.requestDemoCallBack(details)).resolves.toEqual({ ok: true, message: text });
    expect(store.callRequests).toEqual([phoneRequest]);
    expect(callbacks.requests).toEqual([]);
    expect(callbacks.proofsMade).toBe(0);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(text, undefined);
  });

  it.each([
    [{ promised: "team" }, "Information saved! Our team will be in touch within one working day to run your demo."],
    [
      { promised: "assistant", open: true },
      "Information saved! Our AI assistant will call you in the next few minutes.",
    ],
    [
      { promised: "assistant", open: false, opensAt: "2026-11-30T09:00:00.000Z", timeZone: "Europe/London" },
      "Information saved! Our AI assistant will call you when our calling hours open, Monday 30 November at 09:00 GMT.",
    ],
    [
      { promised: "assistant", open: false, opensAt: "2026-07-06T13:30:00.000Z", timeZone: "America/New_York" },
      "Information saved! Our AI assistant will call you when our calling hours open, Monday 6 July at 09:30 GMT-4.",
    ],
  ] as const)(
    "with callbacks on, sends the request with a proof to our server and, promised %j, says: %s",
    async (answer, text) => {
      const callbacks = createFakeCallbacks({ callbacks: "on", open: true }, { answer });
      const { store, toast, actions } = setup({ callbacks });
      await expect(actions.requestDemoCallBack(details)).resolves.toEqual({ ok: true, message: text });
      expect(store.callRequests).toEqual([]);
      expect(callbacks.requests).toEqual([
        {
          details: { name: "Ada", email: "ada@example.com", phone: "+44 20 7946 0321" },
          proof: expect.anything() as unknown,
        },
      ]);
      expect(toast.success).toHaveBeenCalledExactlyOnceWith(text, undefined);
    },
  );

  it("starts the human check when the form opens, and uses each proof for one request only", async () => {
    const callbacks = createFakeCallbacks({ callbacks: "on", open: true });
    const { actions } = setup({ callbacks });
    actions.prepareDemoCallBack();
    actions.prepareDemoCallBack();
    await Promise.resolve();
    await actions.requestDemoCallBack(details);
    await actions.requestDemoCallBack(details);
    expect(callbacks.proofsMade).toBe(2);
    const [first, second] = callbacks.requests.map((request) => request.proof);
    expect(first).not.toEqual(second);
  });

  it("shows the server's refusal of a number on the phone field and keeps the form", async () => {
    const message =
      "We can only call UK mobile and landline numbers. Please check the number, or book a free workshop instead.";
    const callbacks = createFakeCallbacks(
      { callbacks: "on", open: true },
      { refuse: () => ({ status: 422, code: "destination_refused", message, details: null, hint: null }) },
    );
    const { toast, actions } = setup({ callbacks });
    await expect(actions.requestDemoCallBack({ ...details, phone: "09098 790000" })).resolves.toEqual({
      ok: false,
      fieldErrors: { phone: message },
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("Failed to save your information. Please try again.");
    expect(callbacks.requests).toEqual([]);
  });

  it("sends a bot-looking request to the server marked for quarantine, and tells the visitor the team follows up", async () => {
    const callbacks = createFakeCallbacks({ callbacks: "on", open: true });
    const { store, actions } = setup({ callbacks });
    await expect(actions.requestDemoCallBack({ ...details, startedAt: LATER - 500 })).resolves.toEqual({
      ok: true,
      message: "Information saved! Our team will be in touch within one working day to run your demo.",
    });
    expect(callbacks.requests).toMatchObject([{ quarantine: "too-fast" }]);
    expect(store.callRequests).toEqual([]);
  });

  it("says so when the human check failed", async () => {
    const callbacks = createFakeCallbacks({ callbacks: "on", open: true });
    const { actions } = setup({ callbacks: { ...callbacks, proveHuman: () => Promise.resolve(null) } });
    await expect(actions.requestDemoCallBack(details)).resolves.toEqual({ ok: false, message: "no proof" });
  });
});

describe("code that could not be downloaded", () => {
  const importFailed = () => new TypeError("Failed to fetch dynamically imported module: /assets/supabase-x1.js");

  it.each([
    ["offline", leadMessages.offline],
    ["updated", leadMessages.updated],
  ] as const)("%s: one failure toast, the diagnosis as form message; the next submit works", async (cause, text) => {
    const { store, toast, actions } = setup({ diagnose: () => Promise.resolve(cause) });
    vi.spyOn(store, "insertContact").mockRejectedValueOnce(importFailed());
    await expect(actions.submitContact(contact)).resolves.toEqual({ ok: false, message: text });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("Failed to save contact information", { duration: 5000 });
    await expect(actions.submitContact(contact)).resolves.toEqual({ ok: true });
    expect(store.contacts).toHaveLength(1);
  });

  it("on the demo details too", async () => {
    const { store, toast, actions } = setup({ diagnose: () => Promise.resolve("offline") });
    vi.spyOn(store, "insertCallRequest").mockRejectedValueOnce(importFailed());
    await expect(actions.requestDemoCall({ name: "Ada", email: "ada@example.com", phone: "+44 20" })).resolves.toEqual({
      ok: false,
      message: leadMessages.offline,
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      "Failed to save your information. Please try again.",
      undefined,
    );
  });
});

describe("misconfigured store", () => {
  it("says sending is temporarily unavailable, with the support e-mail, on every form", async () => {
    const { store, toast, actions } = setup();
    const missingKey = new LeadStoreConfigError("supabaseKey is required.");
    vi.spyOn(store, "insertContact").mockRejectedValue(missingKey);
    vi.spyOn(store, "insertNewsletterSubscription").mockRejectedValue(missingKey);
    const unavailable =
      "Sending is temporarily unavailable. Please email us at support@parley.ai; what you typed is still here.";
    await expect(actions.submitContact(contact)).resolves.toEqual({ ok: false, message: unavailable });
    await expect(actions.subscribeNewsletter({ email: "ada@example.com" })).resolves.toEqual({
      ok: false,
      message: unavailable,
    });
    expect(toast.error.mock.calls).toEqual([
      [unavailable, { duration: 5000 }],
      [unavailable, undefined],
    ]);
  });
});
