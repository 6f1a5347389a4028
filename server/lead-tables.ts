/** The three lead tables and their columns in table order (supabase/migrations/*_leads.sql). */
export const LEAD_TABLES = {
  contacts: ["id", "name", "email", "business", "phone", "message", "created_at"],
  newsletter_subscriptions: ["id", "email", "created_at"],
  ai_call_requests: ["id", "full_name", "business_email", "phone_number", "call_status", "created_at"],
} as const;

export type LeadTable = keyof typeof LEAD_TABLES;

export function isLeadTable(name: string): name is LeadTable {
  return Object.hasOwn(LEAD_TABLES, name);
}
