import { createClient, type SupabaseClientOptions } from "@supabase/supabase-js";

/**
 * supabase-js on Node 20: `createClient` throws "native WebSocket not found" unless a realtime transport is given.
 * Lead capture never opens a realtime socket, so the transport refuses to be used.
 */
export class UnusedWebSocket {
  constructor() {
    throw new Error("realtime is not used by lead capture");
  }
}

/** Client options that let supabase-js start on Node 20. */
export const nodeClientOptions: SupabaseClientOptions<"public"> = {
  realtime: {
    transport: UnusedWebSocket as unknown as NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"],
  },
};

export function createNodeClient(url: string, key: string, options: SupabaseClientOptions<"public"> = {}) {
  return createClient(url, key, { ...options, ...nodeClientOptions });
}
