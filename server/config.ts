import { LOCAL_ANON_KEY } from "../pages/leads/local-anon-key.ts";
import type { StartServerOptions } from "./app.ts";
import { callbackConfigFromEnv } from "./callbacks/callback-config.ts";
import { trustedProxiesFromEnv } from "./rest/client-address.ts";
import { allowedOriginsFromEnv } from "./origin.ts";

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/** `npm start`'s settings from the environment. */
export function configFromEnv(env: NodeJS.ProcessEnv): StartServerOptions & { pgliteDir: string } {
  const pgliteDir = env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR;
  const max = env.RATE_LIMIT_MAX;
  return {
    port: env.PORT ? Number(env.PORT) : 4173,
    host: env.HOST ?? "127.0.0.1",
    distDir: env.DIST_DIR ?? "dist",
    database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: pgliteDir },
    anonKey: env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    serviceKey: env.SUPABASE_SERVICE_ROLE_KEY,
    rateLimit:
      max === undefined
        ? undefined
        : { max: Number(max), windowSeconds: Number(env.RATE_LIMIT_WINDOW_SECONDS ?? 3600) },
    trustProxy: trustedProxiesFromEnv(env.TRUST_PROXY),
    allowedOrigins: allowedOriginsFromEnv(env),
    callbacks: callbackConfigFromEnv(env),
    pgliteDir,
  };
}
