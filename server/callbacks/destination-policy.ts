import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

/**
 * Number types a person answers and the owner pays an ordinary rate for. Never premium rate, shared cost, UAN,
 * personal (UK 070: forwarded anywhere at the caller's cost), pager, voicemail, VoIP-only, toll-free or unknown.
 */
const CALLABLE_TYPES: ReadonlySet<string> = new Set(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"]);

export interface DestinationPolicy {
  /** How a number typed without a country code is read. */
  defaultRegion: CountryCode;
  /** Where calls may go. Satellite and other numbers of no country are never among them. */
  countries: readonly CountryCode[];
}

/** Refused: `invalid` (no one could be rung on it) or `refused` (a number the policy does not ring). */
export type Destination = { ok: true; e164: string } | { ok: false; kind: "invalid" | "refused"; why: string };

/**
 * Whether the typed number may be rung (docs/product/phone-callbacks.md#destination-policy): a valid number of an
 * allowed country and a callable type, with libphonenumber-js's full metadata. Every spelling of a number gives the
 * same E.164 form, which is what the limits count. `why` is for the owner (row and log), never the visitor.
 */
export function checkDestination(typed: string, policy: DestinationPolicy): Destination {
  const parsed = parsePhoneNumberFromString(typed, policy.defaultRegion);
  if (!parsed?.isValid())
    return {
      ok: false,
      kind: "invalid",
      why: `not a number that can be dialled (read as ${policy.defaultRegion} without a country code)`,
    };
  if (!parsed.country || !policy.countries.includes(parsed.country))
    return {
      ok: false,
      kind: "refused",
      why: `a number in ${parsed.country ?? `no country (+${parsed.countryCallingCode})`}, outside CALLBACK_COUNTRIES (${policy.countries.join(", ")})`,
    };
  const type = parsed.getType();
  if (!type || !CALLABLE_TYPES.has(type))
    return {
      ok: false,
      kind: "refused",
      why: `a ${type ? type.toLowerCase().replaceAll("_", " ") : "number of unknown type"}, not a mobile or landline`,
    };
  return { ok: true, e164: parsed.number };
}
