import type * as EmailJs from "@emailjs/browser";
import { loadOnce } from "../loading/load-once";
import {
  formatCount,
  formatDollars,
  formatOneDecimal,
  type RoiEstimate,
} from "../../ui/sections/roi-calculator/roi-math";
import type { ContactLead } from "./lead-store";

/**
 * E-mail that follows a stored lead: the owner hears of a contact message; a visitor who asked for their ROI
 * estimate receives it. Best-effort: callers never let a failure reach the visitor (the lead is stored).
 */
export interface ContactNotifier {
  notifyContact(lead: ContactLead): Promise<void>;
  /** Sends the visitor their estimate; does nothing where no estimate template is configured. */
  sendEstimate(to: string, estimate: RoiEstimate): Promise<void>;
}

export type EmailJsConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The template that sends a visitor their ROI estimate; unset: estimates are stored but not e-mailed. */
  estimateTemplateId?: string | undefined;
  /** API origin; tests point it at a local stub. Default: EmailJS's own. */
  origin?: string | undefined;
};

type Env = {
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_ESTIMATE_TEMPLATE_ID?: string;
  VITE_EMAILJS_ORIGIN?: string;
};

/** EmailJS settings from the build's env; null (no notifications) unless key, service and template are all set. */
export function emailJsConfigFromEnv(env: Env = import.meta.env): EmailJsConfig | null {
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim();
  if (!publicKey || !serviceId || !templateId) return null;
  return {
    publicKey,
    serviceId,
    templateId,
    estimateTemplateId: env.VITE_EMAILJS_ESTIMATE_TEMPLATE_ID?.trim() || undefined,
    origin: env.VITE_EMAILJS_ORIGIN?.trim() || undefined,
  };
}

/**
 * EmailJS, imported on the first notification (it is not needed to render a page) and initialised once with
 * the public key and origin. The contact template receives from_name, reply_to, business, phone and message; the
 * estimate template to_email, the five inputs and the figures as the calculator shows them.
 */
export function createEmailJsNotifier(config: EmailJsConfig): ContactNotifier {
  // A failed download is not remembered: the next notification fetches EmailJS again.
  const { load } = loadOnce<typeof EmailJs>(() =>
    import("@emailjs/browser").then((emailjs) => {
      emailjs.init({ publicKey: config.publicKey, ...(config.origin ? { origin: config.origin } : {}) });
      return emailjs;
    }),
  );

  return {
    async notifyContact(lead) {
      const emailjs = await load();
      await emailjs.send(config.serviceId, config.templateId, {
        from_name: lead.name,
        reply_to: lead.email,
        business: lead.business,
        phone: lead.phone,
        message: lead.message,
      });
    },
    async sendEstimate(to, { inputs, results }) {
      if (!config.estimateTemplateId) return;
      const emailjs = await load();
      await emailjs.send(config.serviceId, config.estimateTemplateId, {
        to_email: to,
        attendees: inputs.attendees,
        registration_rate: inputs.registrationRate,
        ticket_value: inputs.ticketValue,
        admin_hours: inputs.adminHours,
        staff_cost: inputs.staffCost,
        // The figures exactly as the calculator showed them.
        current_registrations: formatCount(results.currentRegistrations),
        projected_registrations: formatCount(results.projectedRegistrations),
        extra_revenue: formatDollars(results.extraRevenue),
        hours_saved: formatOneDecimal(results.hoursSaved),
        monthly_savings: formatDollars(results.monthlySavings),
        payback_months: formatOneDecimal(results.paybackMonths),
      });
    },
  };
}
