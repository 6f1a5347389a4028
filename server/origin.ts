/**
 * Which web pages may use this server's API from a browser: the site's own origin(s) only. Another site's page
 * could otherwise make its visitors' browsers file leads, each from that visitor's address and budget. A request
 * without an Origin header is not a browser's cross-origin request (curl, the owner's scripts, webhooks) and is
 * let through; the API keys and budgets still apply to it.
 */
export interface OriginConfig {
  /** Origins such as `https://parley.example` (scheme, host and port; no path). */
  allowedOrigins: readonly string[];
}

/** The site's default address (pages/config.ts's VITE_SITE_URL default). */
export const DEFAULT_SITE_URL = "http://localhost:4173";

/** True when a browser page from `origin` may call the API; an absent Origin is not a cross-origin browser request. */
export function isAllowedOrigin(origin: string | string[] | undefined, config: OriginConfig): boolean {
  if (origin === undefined) return true;
  if (Array.isArray(origin)) return false;
  return config.allowedOrigins.includes(origin.toLowerCase());
}

/** An origin as browsers send it, or undefined for anything that is not an http(s) URL. */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ALLOWED_ORIGINS (comma-separated) or else SITE_URL's origin (default http://localhost:4173). A value that is not
 * an http(s) origin stops the start-up rather than silently locking the site's own forms out.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const given = env.ALLOWED_ORIGINS?.trim()
    ? env.ALLOWED_ORIGINS.split(",")
    : [env.SITE_URL?.trim() || DEFAULT_SITE_URL];
  return given.map((value) => {
    const origin = normaliseOrigin(value);
    if (!origin) throw new Error(`ALLOWED_ORIGINS/SITE_URL: '${value.trim()}' is not an http(s) origin`);
    return origin;
  });
}

/** The origins a server listening at `url` answers to itself (127.0.0.1 is also reached as localhost). */
export function ownOrigins(url: string): string[] {
  const own = new URL(url);
  const origins = [own.origin];
  if (own.hostname === "127.0.0.1") origins.push(`${own.protocol}//localhost:${own.port}`);
  return origins;
}
