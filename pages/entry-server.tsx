import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { routes, pagePaths } from "./routes";
import { metaOf, type RouteMeta } from "./route-meta";

export { pagePaths };

export interface RenderedPage {
  html: string;
  meta: RouteMeta | undefined;
}

/** Renders one route to HTML for the prerenderer (build time only). */
export async function render(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`Route ${url} answered with a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  return { html, meta: metaOf(context.matches.map((match) => match.route)) };
}
