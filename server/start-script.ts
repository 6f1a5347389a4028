/**
 * The prerendered pages start their JavaScript just after the first paint. Every page is complete HTML, so the
 * visitor can read it at once; the script (React, the router, the hero's demo: about 100 KB compressed) would
 * otherwise compete with the fonts for a slow connection before anything is drawn. A tiny inline script, allowed by
 * its hash in the Content-Security-Policy, adds the entry and its module preloads once the first frame is painted.
 */
import { createHash } from "node:crypto";

/**
 * Reads the entry and its preloads from its own data attributes and adds them once the browser reports the first
 * contentful paint (a frame is reported when it is on screen, later than the next animation frame), or after 3 s
 * where that never comes (a tab opened in the background).
 */
export const START_SCRIPT = `(() => {
  const { entry, preload } = document.currentScript.dataset;
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(" ").filter(Boolean)) add("link", { rel: "modulepreload", href, crossOrigin: "" });
    add("script", { type: "module", src: entry, crossOrigin: "" });
  };
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 3000);
})();`;

/** The CSP source that allows exactly that script. */
export const START_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(START_SCRIPT).digest("base64")}'`;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** A built page whose entry script and module preloads are moved into the start script. */
export function startAfterFirstPaint(html: string): string {
  const entry = html.match(entryScript)?.[1];
  if (!entry) throw new Error("start script: the page has no module entry script");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const start = `<script data-entry="${entry}" data-preload="${preloads.join(" ")}">${START_SCRIPT}</script>`;
  return html
    .replace(entryScript, "")
    .replace(modulePreload, "")
    .replace("</body>", () => `  ${start}\n  </body>`);
}
