/**
 * The key `npm start`'s local endpoint accepts and the site sends by default: one value for both sides (the server
 * imports it from here). Not `sb_…`: supabase-js warns about keys of that shape it does not know.
 */
export const LOCAL_ANON_KEY = "local-anon-key";
