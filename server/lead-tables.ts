/**
 * The exported columns of each lead table (supabase/migrations/*_leads.sql, *_roi_estimates.sql, *_phone_callbacks.sql,
 * *_quarantine.sql).
 */
export const LEAD_TABLES = {
  contacts: ["id", "name", "email", "business", "phone", "message", "quarantine", "created_at"],
  newsletter_subscriptions: ["id", "email", "quarantine", "created_at"],
  ai_call_requests: [
    "id",
    "full_name",
    "business_email",
    "phone_number",
    "call_channel",
    "promised",
    "call_status",
    "ended_reason",
    "call_failure",
    "callback_note",
    "call_duration_seconds",
    "call_summary",
    "call_updated_at",
    "quarantine",
    "created_at",
  ],
  roi_estimates: [
    "id",
    "email",
    "attendees",
    "registration_rate",
    "ticket_value",
    "admin_hours",
    "staff_cost",
    "current_registrations",
    "projected_registrations",
    "extra_revenue",
    "hours_saved",
    "monthly_savings",
    "payback_months",
    "quarantine",
    "created_at",
  ],
} as const;

export type LeadTable = keyof typeof LEAD_TABLES;

export function isLeadTable(name: string): name is LeadTable {
  return Object.hasOwn(LEAD_TABLES, name);
}
