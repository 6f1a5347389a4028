import type { SupabaseClient } from "@supabase/supabase-js";
import { loadOnce } from "../loading/load-once";
import { LeadStoreConfigError, type LeadStore, type LeadTable, type StoreResult } from "./lead-store";
import { LOCAL_ANON_KEY } from "./local-anon-key";

export type SupabaseLeadStoreConfig = {
  /** Project URL; a function so the page's origin is read only in the browser, on first use. */
  url: string | (() => string);
  key: string | undefined;
};

type Env = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };

/**
 * Hosted when `VITE_SUPABASE_URL` is set: the key must then come from `VITE_SUPABASE_ANON_KEY` (a missing one is
 * a configuration error, never the local key). Otherwise the page's own origin (`npm start`) with the local key,
 * unless `VITE_SUPABASE_ANON_KEY` says otherwise.
 */
export function supabaseConfigFromEnv(env: Env = import.meta.env): SupabaseLeadStoreConfig {
  const url = env.VITE_SUPABASE_URL?.trim();
  const key = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (url) return { url, key: key || undefined };
  return { url: () => globalThis.location.origin, key: key === undefined ? LOCAL_ANON_KEY : key || undefined };
}

/**
 * The real lead store over supabase-js. Nothing is loaded until the first insert: supabase-js (~55 KB gzip) is
 * imported then, so it stays out of the initial page bundle. Inserts never chain `.select()` (anon cannot read).
 */
export function createSupabaseLeadStore(config: SupabaseLeadStoreConfig = supabaseConfigFromEnv()): LeadStore {
  // A failed download (offline, train tunnel) is not remembered: the next insert fetches supabase-js again.
  const { load: getClient } = loadOnce<SupabaseClient>(() =>
    import("@supabase/supabase-js").then(({ createClient }) => {
      try {
        const url = typeof config.url === "function" ? config.url() : config.url;
        return createClient(url, config.key ?? "", {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        });
      } catch (error) {
        // createClient throws synchronously on bad configuration ('supabaseKey is required.').
        throw new LeadStoreConfigError(error instanceof Error ? error.message : String(error), { cause: error });
      }
    }),
  );

  async function insert(table: LeadTable, row: object): Promise<StoreResult> {
    const { error, status } = await (await getClient()).from(table).insert(row);
    if (!error) return { ok: true };
    return {
      ok: false,
      error: {
        status,
        code: error.code || null,
        message: error.message,
        details: error.details || null,
        hint: error.hint || null,
      },
    };
  }

  return {
    insertContact: (lead) => insert("contacts", lead),
    insertNewsletterSubscription: (lead) => insert("newsletter_subscriptions", lead),
    insertRoiEstimate: (lead) => insert("roi_estimates", lead),
    insertCallRequest: (lead) => insert("ai_call_requests", lead),
  };
}
