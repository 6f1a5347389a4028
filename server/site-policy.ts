/**
 * The served site's security headers. The Content-Security-Policy depends on how the site was built (which lead
 * endpoint, voice platform, e-mail service and analytics it talks to), so the build writes it next to the pages
 * (vite.config.ts) and the static server sends it with every response (static.ts).
 */

import { INLINE_SCRIPT_SOURCES } from "./start-script.ts";

/** The build's `VITE_*` settings that decide where a page may connect to and load code from. */
export type BuildEnv = Record<string, string | undefined>;

/** The file the client build writes its policy to, at the root of the build folder. */
export const POLICY_FILE = "content-security-policy.txt";

const DEFAULT_VOICE_API = "https://api.vapi.ai";
const DEFAULT_EMAILJS_API = "https://api.emailjs.com";
/** Daily's call object: its API and call servers, and its call-machine bundle (loaded as a script with avoidEval). */
const DAILY = ["https://*.daily.co", "wss://*.daily.co"];

const setting = (env: BuildEnv, name: string) => env[name]?.trim() || undefined;

/** The origin of an absolute http(s) URL; undefined for a same-origin path or anything else. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The policy for a build. Scripts come only from this origin, plus Daily and the analytics script when configured;
 * the one inline script allowed is the pages' start script, by its hash (the JSON-LD blocks are data, which CSP
 * does not govern). Styles allow inline because React style attributes and the toast library's injected stylesheet
 * need it.
 */
export function contentSecurityPolicy(env: BuildEnv): string {
  const voice = Boolean(setting(env, "VITE_VAPI_PUBLIC_KEY") && setting(env, "VITE_VAPI_ASSISTANT_ID"));
  const daily = voice && setting(env, "VITE_VOICE_TEST_DAILY") !== "fake" ? DAILY : [];
  const emailjs =
    setting(env, "VITE_EMAILJS_PUBLIC_KEY") && setting(env, "VITE_EMAILJS_SERVICE_ID")
      ? originOf(setting(env, "VITE_EMAILJS_ORIGIN") ?? DEFAULT_EMAILJS_API)
      : undefined;
  const analytics = originOf(setting(env, "VITE_ANALYTICS_SRC"));
  const connect = [
    "'self'",
    originOf(setting(env, "VITE_SUPABASE_URL")),
    voice ? originOf(setting(env, "VITE_VAPI_API_URL") ?? DEFAULT_VOICE_API) : undefined,
    ...daily,
    emailjs,
    analytics,
  ];
  const directives: Array<[string, Array<string | undefined>]> = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", ...INLINE_SCRIPT_SOURCES, ...daily.filter((source) => source.startsWith("https:")), analytics],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", analytics]],
    ["font-src", ["'self'"]],
    ["connect-src", connect],
    ["media-src", ["'self'", "blob:"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources.filter(Boolean))].join(" ")}`).join("; ");
}

/**
 * The policy of every response that is not a page (JSON, plain text, the export): it loads nothing, runs nothing
 * and may not be framed, so an answer opened in a tab or sniffed as HTML can do no harm.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers sent with every response: the page's policy (or NON_PAGE_POLICY) and rules that do not depend on the build. */
export function securityHeaders(policy: string = NON_PAGE_POLICY): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The voice demo asks for this origin's microphone; nothing else is ever needed, and no frame may ask.
    "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=()",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
