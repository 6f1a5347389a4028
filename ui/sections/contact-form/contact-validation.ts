/**
 * The contact form's rules (docs/product/forms-and-rules.md#contact-form), pure so each message is unit-tested. The ROI
 * calculator's email field shares `validateEmail` (docs/product/forms-and-rules.md#roi-email: must contain @, same message).
 */

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

export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;

export const contactMessages = {
  nameRequired: "Name is required",
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  businessRequired: "Business name is required",
  phoneRequired: "Phone number is required",
  messageRequired: "Message is required",
  messageTooShort: `Message must be at least ${MESSAGE_MIN_LENGTH} characters long`,
} as const;

export type ContactErrors = Partial<Record<ContactField, string>>;

/** Empty or whitespace-only: what "required" rejects. */
function isBlank(value: string): boolean {
  return value.trim() === "";
}

/** The spec's rule is only "must contain @"; a blank field gets the clearer "required" message. */
export function validateEmail(value: string): string | undefined {
  if (isBlank(value)) return contactMessages.emailRequired;
  if (!value.includes("@")) return contactMessages.emailInvalid;
  return undefined;
}

/** Lengths are counted on trimmed text, so spaces cannot pad a name or message past the minimum. */
export function validateContactField(field: ContactField, value: string): string | undefined {
  switch (field) {
    case "name":
      if (isBlank(value)) return contactMessages.nameRequired;
      return value.trim().length < NAME_MIN_LENGTH ? contactMessages.nameTooShort : undefined;
    case "email":
      return validateEmail(value);
    case "business":
      return isBlank(value) ? contactMessages.businessRequired : undefined;
    case "phone":
      return isBlank(value) ? contactMessages.phoneRequired : undefined;
    case "message":
      if (isBlank(value)) return contactMessages.messageRequired;
      return value.trim().length < MESSAGE_MIN_LENGTH ? contactMessages.messageTooShort : undefined;
  }
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
