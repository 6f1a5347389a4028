import type { Database } from "./database.ts";

export interface DatabaseConfig {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string | undefined;
}

/** Picks the backend the way `npm start` does: PostgreSQL when a URL is given, PGlite otherwise. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(config.databaseUrl);
  }
  // Loaded only when used: PGlite costs ~700 MB when created.
  const { openPglite } = await import("./pglite.ts");
  return openPglite(config.dataDir);
}
