import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppLayout } from "./shell/app-layout";
import { config } from "./config";
import { pageStalledMessage, site } from "./content/site";
import { pagePaths, preloadRoute, routeFor } from "./shell/route-table";
import type { RouteMeta } from "./shell/route-meta";
import { absoluteUrl, renderHeadTags, renderSitemap } from "./seo/seo";
import { SiteProviders } from "./shell/site-providers";
import { structuredDataFor } from "./seo/structured-data";

export { pagePaths };

/** The start script's words (server/start-script.ts), from the site's copy. */
export const startScriptCopy = { stalled: pageStalledMessage };

export interface RenderedPage {
  html: string;
  meta: RouteMeta;
  /** Extra head tags: canonical URL, social cards, JSON-LD. */
  head: string;
}

/** Renders one route to HTML for the prerenderer (build time only). */
export async function render(url: string): Promise<RenderedPage> {
  // renderToString cannot wait for lazy code: the page's (and the footer's) is loaded first.
  await preloadRoute(url);
  const html = renderToString(
    <StrictMode>
      <SiteProviders>
        <StaticRouter location={url}>
          <AppLayout />
        </StaticRouter>
      </SiteProviders>
    </StrictMode>,
  );
  const { meta } = routeFor(url);
  const isPage = (pagePaths as readonly string[]).includes(url);
  const head = isPage
    ? renderHeadTags({
        path: url,
        meta,
        siteUrl: config.siteUrl,
        siteName: site.name,
        image: "/og-card.png",
        structuredData: structuredDataFor(url),
      })
    : '<meta name="robots" content="noindex" />';
  return { html, meta, head };
}

export const sitemap = () => renderSitemap(config.siteUrl, pagePaths);
export const robots = () => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config.siteUrl, "/sitemap.xml")}\n`;
