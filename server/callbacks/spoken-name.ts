/** A name as people write it: letters and marks of any script, spaces, hyphens, apostrophes and full stops. */
const PLAIN_FULL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** A given name: letters and marks, joined by single hyphens or apostrophes ("Anne-Marie", "D'Arcy"). */
const PLAIN_GIVEN_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;
export const MAX_SPOKEN_NAME_LENGTH = 30;

/**
 * The given name the assistant may say aloud (docs/product/phone-callbacks.md#the-call), or undefined: then the
 * call has no name at all. Anything a stranger could use to make our voice say their words is refused whole:
 * digits, punctuation beyond a name's, invisible (zero-width, word joiner, BOM, soft hyphen), bidi and control
 * characters, and unusual spaces that would join words into one "name".
 */
export function spokenGivenName(fullName: string): string | undefined {
  const name = fullName.normalize("NFC").trim();
  if (!PLAIN_FULL_NAME.test(name)) return undefined;
  const given = name.split(" ")[0] ?? "";
  return given.length <= MAX_SPOKEN_NAME_LENGTH && PLAIN_GIVEN_NAME.test(given) ? given : undefined;
}
