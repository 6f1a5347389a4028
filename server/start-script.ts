/**
 * The prerendered pages start their JavaScript just after the first paint. Every page is complete HTML, so the
 * visitor can read it at once; the script (React, the router, the hero's demo: about 100 KB compressed) would
 * otherwise compete with the fonts for a slow connection before anything is drawn. Two small inline scripts, allowed
 * by their hashes in the Content-Security-Policy, do the work: one at the top of the body holds whatever the visitor
 * taps, presses or submits before the code of that control is here (from the first painted pixel: a slow line paints
 * the nav and the hero long before the end of the page arrives), and one at the end adds the entry and its module
 * preloads once the first frame is painted.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

const inlineScript = (file: string) =>
  readFileSync(new URL(`../pages/loading/${file}`, import.meta.url), "utf8").trim();

/** Held taps, key presses and submits (pages/loading/hold-early-actions.js), first in the body. */
export const HOLD_SCRIPT = inlineScript("hold-early-actions.js");
/** The first frame, then the entry after the first paint (pages/loading/start-script.js), last in the body. */
export const START_SCRIPT = inlineScript("start-script.js");

const sha256Source = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
/** The CSP sources that allow exactly those two scripts. */
export const INLINE_SCRIPT_SOURCES = [sha256Source(HOLD_SCRIPT), sha256Source(START_SCRIPT)] as const;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Text made safe inside a double-quoted attribute or an element of the page (the prerender's titles use it too). */
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A built page whose entry script and module preloads are moved into the start script, with the hold script first in
 * its body; `stalled` is what a form says when its submit was held for 10 s and the page's code never came.
 */
export function startAfterFirstPaint(html: string, copy: { stalled: string }): string {
  const entry = html.match(entryScript)?.[1];
  if (!entry) throw new Error("start script: the page has no module entry script");
  if (!/<body>/.test(html)) throw new Error("start script: the page has no <body> tag to hold taps from");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const hold = `<script data-stalled="${escapeHtml(copy.stalled)}">${HOLD_SCRIPT}</script>`;
  const start = `<script data-entry="${entry}" data-preload="${preloads.join(" ")}">${START_SCRIPT}</script>`;
  return html
    .replace(entryScript, "")
    .replace(modulePreload, "")
    .replace("<body>", () => `<body>\n    ${hold}`)
    .replace("</body>", () => `  ${start}\n  </body>`);
}
