import { createHmac } from "node:crypto";
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
  /** The countries whose mobile and landline numbers may be rung (default: the default region's alone). */
  countries: readonly CountryCode[];
  limits: CallLimits;
  /** Signs the human-check challenges; derived from the webhook secret, so servers sharing a database agree. */
  challengeKey: string;
}

/** docs/product/phone-callbacks.md#limits: what stops abuse without stopping people. */
export interface CallLimits {
  /** Calls promised to one destination number per 24 hours, and per 7 days. */
  perNumberPerDay: number;
  perNumberPerWeek: number;
  /** Calls promised overall per hour and per 24 hours. */
  perHour: number;
  perDay: number;
  /** Call minutes per 24 hours: calls that ended count as long as they lasted, others as long as they may last. */
  minutesPerDay: number;
  /** The longest a callback may last (the platform hangs up then). */
  maxCallMinutes: number;
}

export const DEFAULT_CALL_LIMITS: CallLimits = {
  perNumberPerDay: 1,
  perNumberPerWeek: 2,
  perHour: 10,
  perDay: 40,
  minutesPerDay: 120,
  maxCallMinutes: 5,
};

const LIMIT_VARIABLES: Record<keyof CallLimits, string> = {
  perNumberPerDay: "CALLBACK_PER_NUMBER_PER_DAY",
  perNumberPerWeek: "CALLBACK_PER_NUMBER_PER_WEEK",
  perHour: "CALLBACK_MAX_PER_HOUR",
  perDay: "CALLBACK_MAX_PER_DAY",
  minutesPerDay: "CALLBACK_MAX_MINUTES_PER_DAY",
  maxCallMinutes: "CALLBACK_MAX_CALL_MINUTES",
};

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
  const countries = (value("CALLBACK_COUNTRIES") ?? region).split(",").map((code) => code.trim().toUpperCase());
  for (const code of countries)
    if (!isSupportedCountry(code))
      throw new Error(`CALLBACK_COUNTRIES names something that is not a country code: "${code}"`);
  const limits = { ...DEFAULT_CALL_LIMITS };
  for (const [key, name] of Object.entries(LIMIT_VARIABLES) as [keyof CallLimits, string][]) {
    const given = value(name);
    if (given === undefined) continue;
    const number = Number(given);
    if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, not "${given}"`);
    limits[key] = number;
  }
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
    countries: countries as CountryCode[],
    limits,
    challengeKey: createHmac("sha256", webhookSecret).update("parley human check").digest("base64url"),
  };
}
