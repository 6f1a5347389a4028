// Build step 3 of 3: render every route to static HTML (dist/<route>.html, dist/404.html) from the SSR bundle.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { escapeHtml, startAfterFirstPaint } from "../server/start-script.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The e2e tests also prerender a second, unconfigured build into other folders.
const dist = path.resolve(root, process.env.PRERENDER_DIST ?? "dist");
const ssrDir = path.resolve(root, process.env.PRERENDER_SSR ?? "dist-ssr");
const template = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const { render, pagePaths, sitemap, robots, startScriptCopy } = await import(
  pathToFileURL(path.join(ssrDir, "entry-server.js")).href
);

// Both self-hosted fonts (subset to what the site shows, ui/styles/fonts) are needed for the first paint: preload
// them so text does not reflow when they arrive (layout shift).
const fontPreloads = fs
  .readdirSync(path.join(dist, "assets"))
  .filter((file) => /^(inter|space-grotesk)-latin-(?!ext-).*\.woff2$/.test(file))
  .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`)
  .join("\n    ");
if (!fontPreloads.includes("inter") || !fontPreloads.includes("space-grotesk")) {
  throw new Error("prerender: the Latin font files to preload were not found in dist/assets");
}

// The stylesheet (13 KB compressed) goes inside every page: the first paint then waits for one response instead of
// two. It costs a first visit nothing (the file would be fetched anyway) and later pages little, since the site
// moves between its routes without reloading; a stale cached copy can no longer disagree with a new page.
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/assets\/([^"]+\.css)">/;
const stylesheetFile = template.match(stylesheetLink)?.[1];
if (!stylesheetFile) throw new Error("prerender: the built index.html links no stylesheet to inline");
const stylesheet = fs.readFileSync(path.join(dist, "assets", stylesheetFile), "utf8");

/** The route's own title and description replace the template's defaults. */
function page(appHtml, meta, head) {
  let html = template.replace("<!--app-html-->", appHtml).replace(stylesheetLink, () => `<style>${stylesheet}</style>`);
  if (meta) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      );
  }
  return startAfterFirstPaint(html.replace("<!--app-head-->", `${fontPreloads}\n    ${head}`), startScriptCopy);
}

const outputs = [
  ...pagePaths.map((route) => [route, route === "/" ? "index.html" : `${route.slice(1)}.html`]),
  ["/404", "404.html"],
];
for (const [route, file] of outputs) {
  const { html, meta, head } = await render(route);
  fs.writeFileSync(path.join(dist, file), page(html, meta, head));
  console.log(`prerendered ${route.padEnd(18)} -> dist/${file} (${html.length} chars)`);
}
fs.writeFileSync(path.join(dist, "sitemap.xml"), sitemap());
fs.writeFileSync(path.join(dist, "robots.txt"), robots());
console.log("wrote dist/sitemap.xml, dist/robots.txt");
