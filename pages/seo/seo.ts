import type { RouteMeta } from "../shell/route-meta";

export interface HeadInput {
  /** The route's path, e.g. `/about`. */
  path: string;
  meta: RouteMeta;
  /** Absolute base URL of the deployed site (config). */
  siteUrl: string;
  siteName: string;
  /** Absolute or site-relative URL of the 1200×630 social card. */
  image: string;
  /** JSON-LD objects for this page. */
  structuredData: readonly object[];
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `</script>` inside JSON would end the script element early; escape `<` in the payload. */
const escapeJson = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/** The head tags a crawler or a link preview reads: canonical URL, Open Graph, Twitter card, JSON-LD. */
export function renderHeadTags(input: HeadInput): string {
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image);
  const properties: Array<[string, string]> = [
    ["og:type", "website"],
    ["og:site_name", input.siteName],
    ["og:locale", "en_GB"],
    ["og:title", input.meta.title],
    ["og:description", input.meta.description],
    ["og:url", url],
    ["og:image", image],
    ["og:image:width", "1200"],
    ["og:image:height", "630"],
  ];
  const names: Array<[string, string]> = [
    ["twitter:card", "summary_large_image"],
    ["twitter:title", input.meta.title],
    ["twitter:description", input.meta.description],
    ["twitter:image", image],
  ];
  return [
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    ...properties.map(([p, c]) => `<meta property="${p}" content="${escapeAttribute(c)}" />`),
    ...names.map(([n, c]) => `<meta name="${n}" content="${escapeAttribute(c)}" />`),
    ...input.structuredData.map((data) => `<script type="application/ld+json">${escapeJson(data)}</script>`),
  ].join("\n    ");
}

/** sitemap.xml for the given paths. */
export function renderSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeAttribute(absoluteUrl(siteUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
