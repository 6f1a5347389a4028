import { isSupportedCountry, type CountryCode } from "libphonenumber-js/max";
import { parseCallingWindow, type CallingWindow } from "./calling-window.ts";

/** Server-only settings of the phone callbacks (docs/product/phone-callbacks.md#configuration). */
export interface CallbackConfig {
  /** The voice platform's private API key (never sent to the browser). */
  privateKey: string;
  assistantId: string;
  /** The platform's id of the number calls are placed from. */
  phoneNumberId: string;
  apiUrl: string;
  /** Sent by the platform as `X-Vapi-Secret` with every webhook. */
  webhookSecret: string;
  /** This server's public webhook URL, given to the platform with each call; unset: the assistant's own server URL. */
  webhookUrl?: string;
  window: CallingWindow;
  /** How numbers without a country code are read. */
  defaultRegion: CountryCode;
}

const REQUIRED = {
  privateKey: "VAPI_PRIVATE_KEY",
  assistantId: "VAPI_ASSISTANT_ID",
  phoneNumberId: "VAPI_PHONE_NUMBER_ID",
  webhookSecret: "VAPI_WEBHOOK_SECRET",
} as const;

/**
 * The callback settings from the environment, or null when none of the required variables is set (requests are
 * then kept for the team, as before). Some but not all of them, or a malformed window, is a mistake worth stopping
 * for: it throws, naming what is missing.
 */
export function callbackConfigFromEnv(env: NodeJS.ProcessEnv): CallbackConfig | null {
  const value = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);
  const given = Object.values(REQUIRED).filter((name) => value(name) !== undefined);
  if (given.length === 0) return null;
  const missing = Object.values(REQUIRED).filter((name) => value(name) === undefined);
  if (missing.length > 0) throw new Error(`phone callbacks need ${missing.join(", ")} as well as ${given.join(", ")}`);
  const region = (value("CALLBACK_DEFAULT_REGION") ?? "GB").toUpperCase();
  if (!isSupportedCountry(region)) throw new Error(`CALLBACK_DEFAULT_REGION is not a country code: "${region}"`);
  const webhookSecret = value(REQUIRED.webhookSecret) ?? "";
  if (webhookSecret.length < 16) throw new Error("VAPI_WEBHOOK_SECRET must be at least 16 characters");
  return {
    privateKey: value(REQUIRED.privateKey) ?? "",
    assistantId: value(REQUIRED.assistantId) ?? "",
    phoneNumberId: value(REQUIRED.phoneNumberId) ?? "",
    apiUrl: value("VAPI_API_URL") ?? "https://api.vapi.ai",
    webhookSecret,
    webhookUrl: value("VAPI_WEBHOOK_URL"),
    window: parseCallingWindow(
      value("CALLBACK_HOURS") ?? "09:00-18:00",
      value("CALLBACK_DAYS") ?? "mon-fri",
      value("CALLBACK_TIME_ZONE") ?? "Europe/London",
    ),
    defaultRegion: region,
  };
}
