/**
 * The prerendered pages start their JavaScript just after the first paint. Every page is complete HTML, so the
 * visitor can read it at once; the script (React, the router, the hero's demo: about 100 KB compressed) would
 * otherwise compete with the fonts for a slow connection before anything is drawn. A small inline script, allowed by
 * its hash in the Content-Security-Policy, holds any early form submit and adds the entry and its module preloads
 * once the first frame is painted.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** The script itself (pages/loading/start-script.js): held submits, then the entry after the first paint. */
export const START_SCRIPT = readFileSync(new URL("../pages/loading/start-script.js", import.meta.url), "utf8").trim();

/** The CSP source that allows exactly that script. */
export const START_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(START_SCRIPT).digest("base64")}'`;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Text made safe inside a double-quoted attribute or an element of the page (the prerender's titles use it too). */
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A built page whose entry script and module preloads are moved into the start script; `stalled` is what a form
 * says when its submit was held for 10 s and the page's code never came.
 */
export function startAfterFirstPaint(html: string, copy: { stalled: string }): string {
  const entry = html.match(entryScript)?.[1];
  if (!entry) throw new Error("start script: the page has no module entry script");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const data = `data-entry="${entry}" data-preload="${preloads.join(" ")}" data-stalled="${escapeHtml(copy.stalled)}"`;
  const start = `<script ${data}>${START_SCRIPT}</script>`;
  return html
    .replace(entryScript, "")
    .replace(modulePreload, "")
    .replace("</body>", () => `  ${start}\n  </body>`);
}
