import type { LeadTable, StoreError } from "./lead-store";

const EMAIL = "Please enter a valid email address";
const MESSAGE_TOO_LONG = "Please keep your message to 5,000 characters";

/** Each named CHECK constraint (supabase/migrations/*_leads.sql) → the form field it concerns and what to say. */
const constraintFields: Record<string, { field: string; message: string }> = {
  contacts_name_len: { field: "name", message: "Please enter a name of at most 100 characters" },
  contacts_email_fmt: { field: "email", message: EMAIL },
  contacts_business_len: { field: "business", message: "Please keep the business name to 200 characters" },
  contacts_phone_fmt: { field: "phone", message: "Please use only digits, spaces and + ( ) . - (at most 32)" },
  contacts_message_len: { field: "message", message: MESSAGE_TOO_LONG },
  newsletter_email_fmt: { field: "email", message: EMAIL },
  roi_email_fmt: { field: "email", message: EMAIL },
  ai_call_full_name_len: { field: "name", message: "Please enter a name of at most 100 characters" },
  ai_call_email_fmt: { field: "email", message: EMAIL },
  ai_call_phone_fmt: { field: "phone", message: "Please enter 7 to 32 digits, spaces or + ( ) . -" },
};

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
 * over the cap. Anything else is not a field's fault and gives null.
 */
export function fieldErrorsFor(table: LeadTable, error: StoreError): Record<string, string> | null {
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
  if (error.status === 413 && table === "contacts") return { message: MESSAGE_TOO_LONG };
  return null;
}
