// The shared case table for the lead field rules (ui/lib/lead-rules.ts, supabase/migrations/*_lead_rules.sql): each
// case is one row with one field changed, and the verdict every target must give (stored, or refused naming the
// field). server/rest/lead-rules.test.ts runs it against the forms' validators, the local endpoint on PGlite and on
// PostgreSQL 15, and the migrated schema inserted into directly as anon.
import type { LeadField } from "../../ui/lib/lead-rules.ts";

export type RuleTable = "contacts" | "newsletter_subscriptions" | "ai_call_requests" | "roi_estimates";

export type RuleCase = {
  id: string;
  table: RuleTable;
  column: string;
  value: unknown;
  /** null: stored; otherwise the form field the refusal names. */
  refused: LeadField | null;
  /** JSON types other than string cannot be told apart once PostgREST turns them into text (see the test). */
  jsonType?: true;
};

export const validRows: Record<RuleTable, Record<string, unknown>> = {
  contacts: {
    name: "Priya Shah",
    email: "priya@brightside-events.co.uk",
    business: "Brightside Events",
    phone: "+44 161 496 0755",
    message: "We need a chatbot for our spring trade show.",
  },
  newsletter_subscriptions: { email: "news@harbour-pr.co.uk" },
  ai_call_requests: {
    full_name: "Tom Reid",
    business_email: "tom@brightside.co.uk",
    phone_number: "020 7946 0321",
    call_status: "requested",
  },
  roi_estimates: {
    email: "finance@summit-venues.com",
    attendees: 237,
    registration_rate: 11,
    ticket_value: 89,
    admin_hours: 23,
    staff_cost: 19,
    current_registrations: 26.07,
    projected_registrations: 33.1,
    extra_revenue: 625.8,
    hours_saved: 9.43,
    monthly_savings: 241.7,
    payback_months: 8.3,
  },
};

const c = (
  table: RuleTable,
  column: string,
  refused: LeadField | null,
  value: unknown,
  id: string,
  jsonType?: true,
): RuleCase => ({ id, table, column, value, refused, ...(jsonType ? { jsonType } : {}) });

export const ruleCases: RuleCase[] = [
  // name (contacts)
  c("contacts", "name", null, "Al", "two-letter name"),
  c("contacts", "name", "name", "A", "one-letter name"),
  c("contacts", "name", "name", " A ", "one letter padded with spaces"),
  c("contacts", "name", "name", `A${" ".repeat(20_000)}`, "A and 20,000 spaces"),
  c("contacts", "name", null, "\u3000Ada Lovelace\u3000", "ideographic spaces around a name"),
  c("contacts", "name", "name", "\u00a0\u00a0\u2003", "only Unicode spaces"),
  c("contacts", "name", null, "x".repeat(100), "100-character name"),
  c("contacts", "name", "name", "x".repeat(101), "101-character name"),
  c("contacts", "name", "name", "Ada\u0007", "bell character in a name"),
  c("contacts", "name", "name", "Ada\nLovelace", "line break in a name"),
  c("contacts", "name", null, "Zoë Ångström-Núñez", "accented name"),
  c("contacts", "name", null, "🎉🎉", "two emoji"),
  c("contacts", "name", "name", "", "empty name"),
  c("contacts", "name", "name", 12345, "number as name", true),
  c("contacts", "name", "name", { first: "Ada" }, "object as name", true),
  c("contacts", "name", "name", ["Ada"], "array as name", true),
  c("contacts", "name", "name", true, "boolean as name", true),
  // email (contacts)
  c("contacts", "email", null, "a@b.co", "shortest address"),
  c("contacts", "email", "email", "a@b", "no dot after @"),
  c("contacts", "email", "email", "a b@c.co", "space inside"),
  c("contacts", "email", "email", "a@b@c.co", "two @"),
  c("contacts", "email", "email", "a\u0001@b.co", "control character"),
  c("contacts", "email", null, "  a@b.co  ", "surrounding spaces"),
  c("contacts", "email", null, "\u2003first.last+events@agency.london", "em space before"),
  c("contacts", "email", "email", `${"x".repeat(250)}@b.co`, "255 characters"),
  c("contacts", "email", "email", "a@b.c\u3000o", "ideographic space inside"),
  c("contacts", "email", "email", "   ", "blank email"),
  c("contacts", "email", "email", 42, "number as email", true),
  // business (contacts)
  c("contacts", "business", "business", "", "empty business"),
  c("contacts", "business", "business", null, "business left out (null)"),
  c("contacts", "business", "business", "\t \u00a0", "blank business"),
  c("contacts", "business", null, "x".repeat(200), "200-character business"),
  c("contacts", "business", "business", "x".repeat(201), "201-character business"),
  c("contacts", "business", "business", "Acme\u001b", "escape character in business"),
  // phone (contacts)
  c("contacts", "phone", null, "+44 (0)20 7946-0321", "UK number with brackets"),
  c("contacts", "phone", "phone", "-------", "dashes only"),
  c("contacts", "phone", "phone", "123456", "six digits"),
  c("contacts", "phone", null, "1234567", "seven digits"),
  c("contacts", "phone", "phone", "call me", "words"),
  c("contacts", "phone", "phone", "1".repeat(33), "33 digits"),
  c("contacts", "phone", "phone", "０２０７９４６０３２１", "full-width digits"),
  c("contacts", "phone", "phone", "", "empty phone"),
  c("contacts", "phone", "phone", true, "boolean as phone", true),
  // message (contacts)
  c("contacts", "message", null, "Hello there", "11 characters"),
  c("contacts", "message", "message", "Call me!!", "9 characters"),
  c("contacts", "message", null, "Line one\nline two", "line break"),
  c("contacts", "message", null, "Tab\tseparated text", "tab"),
  c("contacts", "message", "message", "Bell\u0007 rings here", "bell character"),
  c("contacts", "message", null, "x".repeat(5000), "5,000 characters"),
  c("contacts", "message", "message", "x".repeat(5001), "5,001 characters"),
  c("contacts", "message", "message", `${" ".repeat(20)}short`, "short message padded"),
  c("contacts", "message", "message", 1234567890123, "number as message", true),
  // newsletter
  c("newsletter_subscriptions", "email", null, "Hello@Example.org", "mixed case"),
  c("newsletter_subscriptions", "email", "email", "hello@", "nothing after @"),
  c("newsletter_subscriptions", "email", "email", "hello@example.org\u007f", "DEL at the end"),
  c("newsletter_subscriptions", "email", "email", ["a@b.co"], "array as email", true),
  // demo call requests
  c("ai_call_requests", "full_name", "name", "T", "one-letter name"),
  c("ai_call_requests", "full_name", null, "\u202fTom Reid\u205f", "narrow spaces around"),
  c("ai_call_requests", "business_email", "email", "tom@brightside", "no dot after @"),
  c("ai_call_requests", "phone_number", "phone", "-------", "dashes only"),
  c("ai_call_requests", "phone_number", null, "020 7946 0321", "UK number as typed"),
  c("ai_call_requests", "phone_number", "phone", "0207\u000a9460321", "line break inside"),
  // ROI estimate
  c("roi_estimates", "email", "email", "finance@summit", "no dot after @"),
  c("roi_estimates", "email", null, "finance@summit-venues.com", "valid address"),
  // Invisible and direction-changing characters, in every text field
  c("contacts", "name", "name", "Ada\u202Eecalevol", "right-to-left override in a name"),
  c("contacts", "name", "name", "Ada\u200BLovelace", "zero-width space in a name"),
  c("contacts", "name", "name", "Ada\u200DLovelace", "zero-width joiner in a name"),
  c("contacts", "name", "name", "Ada\u200CLovelace", "zero-width non-joiner in a name"),
  c("contacts", "name", "name", "Ada\u2060Lovelace", "word joiner in a name"),
  c("contacts", "name", "name", "Ada\uFEFFLovelace", "BOM inside a name"),
  c("contacts", "name", "name", "Love\u00ADlace", "soft hyphen in a name"),
  c("contacts", "name", null, "\uFEFFGrace Hopper", "BOM before a name (trimmed)"),
  c("contacts", "email", "email", "ada\u200B@example.com", "zero-width space in an email"),
  c("contacts", "email", "email", "\u202Emoc.elpmaxe@ada", "right-to-left override in an email"),
  c("contacts", "email", "email", "ada@exam\u00ADple.com", "soft hyphen in an email"),
  c("contacts", "business", "business", "Acme \u2066Events\u2069", "isolates in business"),
  c("contacts", "message", "message", "Hello there \u200F friends", "right-to-left mark in a message"),
  c("newsletter_subscriptions", "email", "email", "news\uFEFF@harbour-pr.co.uk", "BOM inside an email"),
  c("ai_call_requests", "full_name", "name", "Tom\u200DReid", "zero-width joiner in a name"),
  c("ai_call_requests", "business_email", "email", "tom@bright\u2061side.co.uk", "invisible operator in an email"),
  c("roi_estimates", "email", "email", "finance\u2060@summit-venues.com", "word joiner in an email"),
];
