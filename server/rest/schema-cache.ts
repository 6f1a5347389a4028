import type { SqlExecutor } from "../db/database.ts";

/** Table name → column name → SQL type, for the exposed `public` schema (PostgREST's schema cache, reduced). */
export type SchemaCache = Map<string, Map<string, string>>;

export async function loadSchemaCache(db: SqlExecutor): Promise<SchemaCache> {
  const { rows } = await db.query<{ table_name: string; column_name: string; column_type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const cache: SchemaCache = new Map();
  for (const row of rows) {
    const columns = cache.get(row.table_name) ?? new Map<string, string>();
    columns.set(row.column_name, row.column_type);
    cache.set(row.table_name, columns);
  }
  return cache;
}

/** Double-quotes an identifier for SQL. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
