// Build-time configuration (Vite env). Every value has a safe default so a fresh clone runs with none set.
const env = import.meta.env;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export const config = {
  /** Public base URL of the site, for canonical links and the sitemap. */
  siteUrl: text(env.VITE_SITE_URL) ?? "http://localhost:4173",
  /** External scheduling page (opens in a new tab). */
  bookingHref: text(env.VITE_BOOKING_URL) ?? "https://cal.com/parley-ai/workshop",
  /** Support mailbox shown on legal pages and in "temporarily unavailable" messages. */
  supportEmail: text(env.VITE_SUPPORT_EMAIL) ?? "support@parley.ai",
  /** Voice demo: the platform's public key and the assistant to call. Unset: visitors request a demo call. */
  voicePublicKey: text(env.VITE_VAPI_PUBLIC_KEY),
  voiceAssistantId: text(env.VITE_VAPI_ASSISTANT_ID),
  voiceApiUrl: text(env.VITE_VAPI_API_URL),
  /** Analytics script loaded only after cookie consent. Unset: nothing loads. */
  analyticsSrc: text(env.VITE_ANALYTICS_SRC),
} as const;

export type SiteConfig = typeof config;
