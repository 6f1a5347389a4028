import { checkField, normaliseField } from "../../lib/lead-rules";

/** What the demo-call details dialog collects (stored later as ai_call_requests: full_name, business_email, phone_number). */
export type DemoDetails = { name: string; email: string; phone: string };

export type DemoDetailsField = keyof DemoDetails;
export type DemoDetailsErrors = Partial<Record<DemoDetailsField, string>>;

/** Checks every field at once with the shared lead rules (ui/lib/lead-rules.ts), so all messages show together. */
export function validateDemoDetails(values: DemoDetails): DemoDetailsErrors {
  const errors: DemoDetailsErrors = {};
  for (const field of ["name", "email", "phone"] as const) {
    const error = checkField(field, values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** The values as submitted: surrounding whitespace removed. */
export function normaliseDemoDetails(values: DemoDetails): DemoDetails {
  return {
    name: normaliseField(values.name),
    email: normaliseField(values.email),
    phone: normaliseField(values.phone),
  };
}
