import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { config } from "./config";
import { site } from "./content";
import { routes, pagePaths } from "./routes";
import { metaOf, type RouteMeta } from "./route-meta";
import { absoluteUrl, renderHeadTags, renderSitemap } from "./seo";
import { SiteProviders } from "./site-providers";
import { structuredDataFor } from "./structured-data";

export { pagePaths };

export interface RenderedPage {
  html: string;
  meta: RouteMeta | undefined;
  /** Extra head tags: canonical URL, social cards, JSON-LD. */
  head: string;
}

/** Renders one route to HTML for the prerenderer (build time only). */
export async function render(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`Route ${url} answered with a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteProviders>
        <StaticRouterProvider router={router} context={context} />
      </SiteProviders>
    </StrictMode>,
  );
  const meta = metaOf(context.matches.map((match) => match.route));
  const isPage = (pagePaths as readonly string[]).includes(url);
  const head =
    meta && isPage
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
