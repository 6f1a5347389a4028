import { checkField, leadColumns } from "../../ui/lib/lead-rules.ts";
import { RestError } from "./errors.ts";

/**
 * The shared lead rules (ui/lib/lead-rules.ts) applied to every row before it reaches the database, so the local
 * endpoint refuses exactly what the forms refuse, including a number, object or array sent for a text column
 * (the database would store it as text). The refusal is the one PostgreSQL gives for the column's CHECK
 * constraint (23514), which names the field for the forms.
 */
export function checkLeadRows(table: string, rows: Record<string, unknown>[]): void {
  const columns: Record<string, { field: Parameters<typeof checkField>[0]; constraint: string }> | undefined =
    leadColumns[table as keyof typeof leadColumns];
  if (!columns) return;
  for (const row of rows) {
    for (const [column, { field, constraint }] of Object.entries(columns)) {
      // A missing column or null is the database's to refuse (23502, NOT NULL) or default.
      if (row[column] === undefined || row[column] === null) continue;
      if (checkField(field, row[column]) !== undefined) {
        throw new RestError(400, {
          code: "23514",
          message: `new row for relation "${table}" violates check constraint "${constraint}"`,
        });
      }
    }
  }
}
