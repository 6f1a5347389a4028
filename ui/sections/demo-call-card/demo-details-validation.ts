/** What the demo-call details dialog collects (stored later as ai_call_requests: full_name, business_email, phone_number). */
export type DemoDetails = { name: string; email: string; phone: string };

export type DemoDetailsField = keyof DemoDetails;
export type DemoDetailsErrors = Partial<Record<DemoDetailsField, string>>;

/** docs/product/forms-and-rules.md#demo-details, verbatim. */
export const demoDetailsMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
} as const;

/** The "simple address pattern": something@something.tld, with no spaces and a single @. */
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(value: string): boolean {
  return simpleEmail.test(value.trim());
}

/** Checks every field at once (so all messages show together); blank means only whitespace. */
export function validateDemoDetails(values: DemoDetails): DemoDetailsErrors {
  const errors: DemoDetailsErrors = {};
  if (values.name.trim() === "") errors.name = demoDetailsMessages.nameRequired;
  if (values.email.trim() === "") errors.email = demoDetailsMessages.emailRequired;
  else if (!isSimpleEmail(values.email)) errors.email = demoDetailsMessages.emailInvalid;
  if (values.phone.trim() === "") errors.phone = demoDetailsMessages.phoneRequired;
  return errors;
}

/** The values as submitted: surrounding whitespace removed. */
export function normaliseDemoDetails(values: DemoDetails): DemoDetails {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
}
