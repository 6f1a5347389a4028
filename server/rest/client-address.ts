import { isIP } from "node:net";

/**
 * The visitor's address for the write limit. Behind `trustedProxies` reverse proxies, each appends the address it
 * saw to X-Forwarded-For, so the client is the right-most entry that none of them wrote; everything further left
 * came from the client and could be anything. With no trusted proxy it is the socket's address. A malformed or
 * missing entry falls back to the nearest address we do know, so a bad header never refuses a real visitor.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const socket = socketAddress ?? "";
  if (trustedProxies <= 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  // The chain as the last proxy passes it on: what each hop saw, then the last proxy itself (the socket).
  const hops = [...header.split(","), socket].map((hop) => hop.trim());
  const client = hops[hops.length - 1 - trustedProxies];
  return client && isIP(client) ? client : socket;
}

/** TRUST_PROXY: a number of proxies, or "true"/"1" for one; anything else, none. */
export function trustedProxiesFromEnv(value: string | undefined): number {
  if (value === "true") return 1;
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
