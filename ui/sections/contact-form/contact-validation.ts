/**
 * The contact form's checks (docs/product/forms-and-rules.md#contact-form): the shared lead rules
 * (ui/lib/lead-rules.ts) applied to its five fields in form order. The ROI calculator's email field uses `validateEmail`.
 */
import { checkField } from "../../lib/lead-rules";

export type ContactValues = {
  name: string;
  email: string;
  business: string;
  phone: string;
  message: string;
};

export type ContactField = keyof ContactValues;

/** The fields in the order they appear, so "the first invalid field" is well defined. */
export const contactFields = [
  "name",
  "email",
  "business",
  "phone",
  "message",
] as const satisfies readonly ContactField[];

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The email rule every lead form shares: blank gets "Email is required", anything else not an address the other. */
export function validateEmail(value: string): string | undefined {
  return checkField("email", value);
}

/** Lengths are counted on trimmed text, so spaces cannot pad a name or message past the minimum. */
export function validateContactField(field: ContactField, value: string): string | undefined {
  return checkField(field, value);
}

/** Every field's error, in form order; an empty object means the form may be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const error = validateContactField(field, values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}
