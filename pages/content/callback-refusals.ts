// What our server answers a phone demo request it refuses (server/callbacks/phone-request.ts); the dialog shows it.

/** Short names for the countries most often configured; others take their English name ("Ireland"). */
const countryNames: Record<string, string> = { GB: "UK", US: "US", AE: "UAE" };

/**
 * The phone field's message when the number is not one the assistant may ring (docs/product/phone-callbacks.md
 * #destination-policy), e.g. 'We can only call UK mobile and landline numbers. Please check the number, or book a
 * free workshop instead.' Nothing is stored and nothing promised.
 */
export function destinationRefusedMessage(countries: readonly string[]): string {
  const regions = new Intl.DisplayNames("en", { type: "region" });
  const names = countries.map((code) => countryNames[code] ?? regions.of(code) ?? code);
  const list = new Intl.ListFormat("en", { type: "disjunction" }).format(names);
  return `We can only call ${list} mobile and landline numbers. Please check the number, or book a free workshop instead.`;
}

/** The human check could not be completed (or its proof was used before): nothing was stored. */
export const humanCheckFailedMessage =
  "We could not confirm this request came from a person. Please send it again; if it keeps failing, book a free workshop instead.";
