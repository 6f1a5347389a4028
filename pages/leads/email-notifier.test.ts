import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmailJsNotifier, emailJsConfigFromEnv } from "./email-notifier";
import { createLeadActions } from "./lead-actions";
import { createMemoryLeadStore } from "./memory-lead-store";

/** A local stand-in for api.emailjs.com: records sends and answers with the configured status. */
let stub: Server;
let origin: string;
let reply = { status: 200, text: "OK" };
const received: { path: string; body: unknown }[] = [];
const lead = { name: "Ada", email: "ada@example.com", business: "Acme", phone: "+1 555 0100", message: "Hello there" };

beforeAll(async () => {
  // EmailJS reads location.pathname (to check its block list); Node has no location.
  vi.stubGlobal("location", { pathname: "/", origin: "http://localhost" });
  stub = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(body) as unknown });
      res.writeHead(reply.status, { "Content-Type": "text/plain" }).end(reply.text);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => stub.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  reply = { status: 200, text: "OK" };
});

describe("EmailJS contact notification", () => {
  it("is sent with the public key, service and template to the configured origin", async () => {
    const notifier = createEmailJsNotifier({
      publicKey: "pk_test_123",
      serviceId: "service_abc",
      templateId: "template_xyz",
      origin,
    });
    await notifier.notifyContact(lead);
    expect(received).toEqual([
      {
        path: "/api/v1.0/email/send",
        body: {
          lib_version: "4.4.1",
          user_id: "pk_test_123",
          service_id: "service_abc",
          template_id: "template_xyz",
          template_params: {
            from_name: "Ada",
            reply_to: "ada@example.com",
            business: "Acme",
            phone: "+1 555 0100",
            message: "Hello there",
          },
        },
      },
    ]);
  });

  it("sends a visitor their ROI estimate with the estimate template, the figures as shown on screen", async () => {
    const notifier = createEmailJsNotifier({
      publicKey: "pk",
      serviceId: "service_abc",
      templateId: "template_contact",
      estimateTemplateId: "template_estimate",
      origin,
    });
    const inputs = { attendees: 600, registrationRate: 11, ticketValue: 89, adminHours: 23, staffCost: 19 };
    const results = {
      currentRegistrations: 66,
      projectedRegistrations: 83.82,
      extraRegistrations: 17.82,
      extraRevenue: 1585.98,
      hoursSaved: 9.43,
      monthlySavings: 337.767,
      paybackMonths: 5.912,
    };
    await notifier.sendEstimate("tom@brightside.co.uk", { inputs, results });
    expect(received).toEqual([
      {
        path: "/api/v1.0/email/send",
        body: expect.objectContaining({
          service_id: "service_abc",
          template_id: "template_estimate",
          template_params: {
            to_email: "tom@brightside.co.uk",
            attendees: 600,
            registration_rate: 11,
            ticket_value: 89,
            admin_hours: 23,
            staff_cost: 19,
            current_registrations: "66",
            projected_registrations: "84",
            extra_revenue: "$1,586",
            hours_saved: "9.4",
            monthly_savings: "$338",
            payback_months: "5.9",
          },
        }) as unknown,
      },
    ]);
  });

  it("sends no estimate where no estimate template is configured", async () => {
    const notifier = createEmailJsNotifier({ publicKey: "pk", serviceId: "s", templateId: "t", origin });
    await notifier.sendEstimate("tom@brightside.co.uk", {
      inputs: { attendees: 50, registrationRate: 3, ticketValue: 25, adminHours: 5, staffCost: 12 },
      results: {
        currentRegistrations: 1.5,
        projectedRegistrations: 1.9,
        extraRegistrations: 0.4,
        extraRevenue: 10,
        hoursSaved: 2,
        monthlySavings: 25,
        paybackMonths: 79.9,
      },
    });
    expect(received).toEqual([]);
  });

  it("follows a stored contact message; its failure leaves the lead a success", async () => {
    reply = { status: 400, text: "The template ID is invalid" };
    const store = createMemoryLeadStore();
    const toast = { success: vi.fn(), error: vi.fn() };
    const log = vi.fn();
    const notifier = createEmailJsNotifier({ publicKey: "pk", serviceId: "s", templateId: "bad", origin });
    const actions = createLeadActions({ store, toast, log, notifier, supportEmail: "support@parley.ai" });
    await expect(actions.submitContact(lead)).resolves.toEqual({ ok: true });
    await actions.settled();
    expect(received).toHaveLength(1);
    expect(store.contacts).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith("Thank you! Your message has been received.", {
      duration: 5000,
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(
      "contact notification failed (the message is stored)",
      expect.objectContaining({ status: 400, text: "The template ID is invalid" }),
    );
  });

  it("is configured only when key, service and template are all set", () => {
    expect(emailJsConfigFromEnv({ VITE_EMAILJS_PUBLIC_KEY: "pk", VITE_EMAILJS_SERVICE_ID: "s" })).toBeNull();
    expect(
      emailJsConfigFromEnv({
        VITE_EMAILJS_PUBLIC_KEY: "pk",
        VITE_EMAILJS_SERVICE_ID: "s",
        VITE_EMAILJS_TEMPLATE_ID: "t",
        VITE_EMAILJS_ORIGIN: "http://127.0.0.1:9",
      }),
    ).toEqual({ publicKey: "pk", serviceId: "s", templateId: "t", origin: "http://127.0.0.1:9" });
  });
});
