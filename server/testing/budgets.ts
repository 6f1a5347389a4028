/** The budgets the migration stores in private.lead_budgets (supabase/migrations/*_lead_budgets.sql). */
export const DEFAULT_BUDGETS = { perAddress: 60, perTable: 300, windowSeconds: 3600 } as const;
