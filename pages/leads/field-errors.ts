import { fieldRules, leadColumns, type FieldRule, type LeadField } from "../../ui/lib/lead-rules";
import type { LeadTable, StoreError } from "./lead-store";

/** What a refused value of this field is told: its format rule, or its length limit. */
const refusedMessage = (rule: FieldRule) => rule.format?.message ?? rule.max.message;

/** Each named CHECK constraint (the shared lead rules in the database) → the form field it concerns and what to say. */
const constraintFields: Record<string, { field: string; message: string }> = Object.fromEntries(
  Object.values(leadColumns).flatMap((columns) =>
    Object.values<{ field: LeadField; constraint: string }>(columns).map(({ field, constraint }) => [
      constraint,
      { field, message: refusedMessage(fieldRules[field]) },
    ]),
  ),
);

/** NOT NULL columns → form field and its "required" message (the forms' own wording, docs/product/forms-and-rules.md). */
const requiredColumns: Record<LeadTable, Record<string, { field: string; message: string }>> = {
  contacts: {
    name: { field: "name", message: "Name is required" },
    email: { field: "email", message: "Email is required" },
    message: { field: "message", message: "Message is required" },
  },
  newsletter_subscriptions: { email: { field: "email", message: "Email is required" } },
  roi_estimates: { email: { field: "email", message: "Email is required" } },
  ai_call_requests: {
    full_name: { field: "name", message: "Name is required" },
    business_email: { field: "email", message: "Email is required" },
    phone_number: { field: "phone", message: "Phone number is required" },
  },
};

/**
 * Server-side validation errors as form field errors: 23514 names a constraint, 23502 a column, 413 a body
 * over the cap, 'destination_refused' a phone number the callbacks may not ring. Anything else is not a field's fault and gives null.
 */
export function fieldErrorsFor(table: LeadTable, error: StoreError): Record<string, string> | null {
  // Our server's destination policy (server/callbacks/phone-request.ts) words its refusal of the phone number.
  if (error.code === "destination_refused") return { phone: error.message };
  if (error.code === "23514") {
    const constraint = /check constraint "([^"]+)"/.exec(error.message)?.[1];
    const target = constraint ? constraintFields[constraint] : undefined;
    return target ? { [target.field]: target.message } : null;
  }
  if (error.code === "23502") {
    const column = /column "([^"]+)"/.exec(error.message)?.[1];
    const target = column ? requiredColumns[table][column] : undefined;
    return target ? { [target.field]: target.message } : null;
  }
  // Only the contact message can make a body that large.
  if (error.status === 413 && table === "contacts") return { message: fieldRules.message.max.message };
  return null;
}
