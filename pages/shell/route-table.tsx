import { siteFooter } from "./site-footer-deferred";
import type { RouteMeta } from "./route-meta";
import { eagerPage, lazyPage, type RoutePage } from "../loading/page-loaders";
import { HomePage } from "../routes/home";

const brand = "Parley";

function meta(title: string, description: string): RouteMeta {
  return { title: `${title} | ${brand}`, description };
}

/** The six routes of docs/product/screens.md#routes, plus the not-found page. Route paths have no parameters. */
export const pagePaths = [
  "/",
  "/about",
  "/services",
  "/market-insights",
  "/privacy-policy",
  "/terms-of-service",
] as const;
export type PagePath = (typeof pagePaths)[number];

export interface PageRoute {
  /** A path of `pagePaths`, or `*` for the not-found page. */
  path: PagePath | "*";
  meta: RouteMeta;
  page: RoutePage;
}

/** The not-found page: every path no other route matches. */
export const notFoundRoute: PageRoute = {
  path: "*",
  meta: meta("Page not found", "The page you were looking for does not exist."),
  page: lazyPage(() => import("../routes/not-found").then((m) => m.NotFoundPage)),
};

/** The route table. Home ships with the entry; the other pages are loaded when visited (or before hydrating them). */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: "/",
    meta: meta(
      "AI automation for event planners and agencies",
      "Chatbots, outreach, voice assistants and event websites that turn conversations into meetings. Try our AI voice agent in your browser.",
    ),
    page: eagerPage(HomePage),
  },
  {
    path: "/about",
    meta: meta(
      "About us",
      "Why we build AI automation for event planners and marketing agencies: our mission, vision, technology and team.",
    ),
    page: lazyPage(() => import("../routes/about").then((m) => m.AboutPage)),
  },
  {
    path: "/services",
    meta: meta(
      "Services",
      "Six AI automation services, four benefits and a four-step process from discovery to deployment and support.",
    ),
    page: lazyPage(() => import("../routes/services").then((m) => m.ServicesPage)),
  },
  {
    path: "/market-insights",
    meta: meta(
      "Market insights",
      "2025 statistics on AI adoption in events and marketing, and the pain points automation removes.",
    ),
    page: lazyPage(() => import("../routes/market-insights").then((m) => m.MarketInsightsPage)),
  },
  {
    path: "/privacy-policy",
    meta: meta("Privacy policy", "How Parley collects, uses and protects personal data under UK GDPR."),
    page: lazyPage(() => import("../routes/privacy-policy").then((m) => m.PrivacyPolicyPage)),
  },
  {
    path: "/terms-of-service",
    meta: meta("Terms of service", "The terms that govern the use of the Parley website and services."),
    page: lazyPage(() => import("../routes/terms-of-service").then((m) => m.TermsOfServicePage)),
  },
  notFoundRoute,
];

/**
 * The route that renders `pathname` (the not-found route when none matches). The layout, the prerenderer and the
 * document meta all ask this one table. A page has one address, matched exactly: the server redirects every other
 * spelling of it (`/about/`, `/about.html`, and `/ABOUT` on a case-insensitive disk) there, and answers an unknown
 * path with the not-found page, so the client renders what the server sent.
 */
export function routeFor(pathname: string): PageRoute {
  return pageRoutes.find((route) => route.path === pathname) ?? notFoundRoute;
}

/**
 * Loads all the code of the page at `pathname`, with the layout's deferred footer: before prerendering it, and
 * before a story renders it.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return Promise.all([routeFor(pathname).page.preload(), siteFooter.preload()]).then(() => undefined);
}

/** Loads what hydrating the prerendered page at `pathname` needs first. */
export function preloadForHydration(pathname: string): Promise<unknown> {
  return routeFor(pathname).page.preloadForHydration();
}
