import type * as EmailJs from "@emailjs/browser";
import { loadOnce } from "../load-once";
import type { ContactLead } from "./lead-store";

/** Tells the owner about a stored contact message. Best-effort: callers never let its failure reach the visitor. */
export interface ContactNotifier {
  notifyContact(lead: ContactLead): Promise<void>;
}

export type EmailJsConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** API origin; tests point it at a local stub. Default: EmailJS's own. */
  origin?: string | undefined;
};

type Env = {
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_ORIGIN?: string;
};

/** EmailJS settings from the build's env; null (no notifications) unless key, service and template are all set. */
export function emailJsConfigFromEnv(env: Env = import.meta.env): EmailJsConfig | null {
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim();
  if (!publicKey || !serviceId || !templateId) return null;
  return { publicKey, serviceId, templateId, origin: env.VITE_EMAILJS_ORIGIN?.trim() || undefined };
}

/**
 * EmailJS, imported on the first notification (it is not needed to render a page) and initialised once with
 * the public key and origin. The template receives from_name, reply_to, business, phone and message.
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
  };
}
