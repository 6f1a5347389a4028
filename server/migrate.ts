import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./db/database.ts";

export const migrationsDir = fileURLToPath(new URL("../supabase/migrations/", import.meta.url));

/**
 * Applies `supabase/migrations/*.sql` in file-name order, each once, recording it where the Supabase CLI does
 * (`supabase_migrations.schema_migrations`). Each file is also idempotent, so a lost record is harmless.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);`);
  const { rows } = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const done = new Set(rows.map((row) => row.version));
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, "").split("_");
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        version,
        rest.join("_"),
      ]);
    });
    applied.push(file);
  }
  return applied;
}
