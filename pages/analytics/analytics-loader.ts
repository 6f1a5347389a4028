/** The id of the one analytics `<script>`: the marker that makes loading idempotent across remounts. */
export const ANALYTICS_SCRIPT_ID = "parley-analytics";

/** The slice of `Document` the loader touches (the real document in the browser, a small double in unit tests). */
export interface ScriptHost {
  getElementById(id: string): unknown;
  createElement(tag: "script"): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

/**
 * Adds the analytics script to the page once. Call it only after consent: before this runs there is no
 * analytics script and therefore no analytics request. Returns whether this call added the script.
 * No source configured: nothing loads.
 */
export function loadAnalytics(src: string | undefined, host: ScriptHost | undefined): boolean {
  if (!src || !host) return false;
  if (host.getElementById(ANALYTICS_SCRIPT_ID)) return false;
  const script = host.createElement("script");
  script.id = ANALYTICS_SCRIPT_ID;
  script.src = src;
  script.async = true;
  host.head.appendChild(script);
  return true;
}
