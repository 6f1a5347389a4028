/**
 * The rules every lead field obeys (docs/product/forms-and-rules.md#field-rules), written once. The forms check them
 * before anything is sent, the local endpoint before it inserts (server/rest/lead-rules-check.ts), and the
 * migration's trigger and CHECK constraints hold the same rules in the database for hosted Supabase, where no
 * server of ours is in the path (supabase/migrations/20261124000000_lead_rules.sql).
 */

export type FieldRule = {
  required: string;
  min?: { length: number; message: string };
  max: { length: number; message: string };
  format?: { test: (text: string) => boolean; message: string };
  /** Line breaks and tabs are allowed (the contact message). */
  multiline?: boolean;
};

/** An address as the backend accepts it: something@something.tld, no spaces, one @ (254 at most, RFC 5321). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces and + ( ) . - only, with at least 7 digits: "-------" is not a phone number. */
const PHONE = /^[0-9+() .-]+$/;
const PHONE_MIN_DIGITS = 7;

export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;

const emailInvalid = "Please enter a valid email address";
const phoneInvalid = "Please enter a phone number of 7 to 32 digits, spaces or + ( ) . -";

export const fieldRules = {
  name: {
    required: "Name is required",
    min: { length: NAME_MIN_LENGTH, message: `Name must be at least ${NAME_MIN_LENGTH} characters` },
    max: { length: 100, message: "Please enter a name of at most 100 characters" },
  },
  email: {
    required: "Email is required",
    max: { length: 254, message: emailInvalid },
    format: { test: (text) => EMAIL.test(text), message: emailInvalid },
  },
  business: {
    required: "Business name is required",
    max: { length: 200, message: "Please keep the business name to 200 characters" },
  },
  phone: {
    required: "Phone number is required",
    max: { length: 32, message: phoneInvalid },
    format: {
      test: (text) => PHONE.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS,
      message: phoneInvalid,
    },
  },
  message: {
    required: "Message is required",
    min: { length: MESSAGE_MIN_LENGTH, message: `Message must be at least ${MESSAGE_MIN_LENGTH} characters long` },
    max: { length: 5000, message: "Please keep your message to 5,000 characters" },
    multiline: true,
  },
} as const satisfies Record<string, FieldRule>;

export type LeadField = keyof typeof fieldRules;

export const controlCharacterMessage = "Please remove the control characters from this field";
// Control characters are exactly what these patterns look for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const invisibleCharacterMessage = "Please remove the invisible characters from this field";
/**
 * Characters that change how text looks without being seen: the soft hyphen, bidirectional marks, embeddings,
 * overrides and isolates (an RTL override makes "moc.elpmaxe@" read as an address), zero-width space, non-joiner
 * and joiner, the word joiner and invisible operators, the BOM inside text and the interlinear annotation marks.
 * Refused in every field; the database holds the same class (supabase/migrations/*_invisible_characters.sql).
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/;

/** What is stored: the text without surrounding whitespace of any kind (every Unicode space, as `trim` removes). */
export function normaliseField(value: string): string {
  return value.trim();
}

/** Lengths in characters (code points), as PostgreSQL's char_length counts them. */
const lengthOf = (text: string) => [...text].length;

/** The first rule a value breaks, as the message the visitor reads; undefined when it may be stored. */
export function checkField(field: LeadField, value: unknown): string | undefined {
  const rule: FieldRule = fieldRules[field];
  if (typeof value !== "string") return rule.required;
  const text = normaliseField(value);
  if (text === "") return rule.required;
  if ((rule.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text)) return controlCharacterMessage;
  if (INVISIBLE.test(text)) return invisibleCharacterMessage;
  if (rule.min && lengthOf(text) < rule.min.length) return rule.min.message;
  if (lengthOf(text) > rule.max.length) return rule.max.message;
  if (rule.format && !rule.format.test(text)) return rule.format.message;
  return undefined;
}

/**
 * The lead tables' text columns, the field rule each obeys and the CHECK constraint that holds it in the database
 * (a refusal names the constraint; the forms map it back to the field).
 */
export const leadColumns = {
  contacts: {
    name: { field: "name", constraint: "contacts_name_len" },
    email: { field: "email", constraint: "contacts_email_fmt" },
    business: { field: "business", constraint: "contacts_business_len" },
    phone: { field: "phone", constraint: "contacts_phone_fmt" },
    message: { field: "message", constraint: "contacts_message_len" },
  },
  newsletter_subscriptions: { email: { field: "email", constraint: "newsletter_email_fmt" } },
  ai_call_requests: {
    full_name: { field: "name", constraint: "ai_call_full_name_len" },
    business_email: { field: "email", constraint: "ai_call_email_fmt" },
    phone_number: { field: "phone", constraint: "ai_call_phone_fmt" },
  },
  roi_estimates: { email: { field: "email", constraint: "roi_email_fmt" } },
} as const satisfies Record<string, Record<string, { field: LeadField; constraint: string }>>;
