import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

/**
 * The visitor's number as the platform dials it (E.164), read the way a person from `region` writes it
 * ("020 7946 0321" in GB is +442079460321); null when it is not a number anyone could be rung on.
 */
export function toE164(typed: string, region: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(typed, region);
  return parsed?.isValid() ? parsed.number : null;
}
