import type { RouteObject } from "react-router-dom";
import { AppLayout } from "./app-layout";
import type { RouteMeta } from "./route-meta";
import { HomePage } from "./routes/home";
import { AboutPage } from "./routes/about";
import { ServicesPage } from "./routes/services";
import { MarketInsightsPage } from "./routes/market-insights";
import { PrivacyPolicyPage } from "./routes/privacy-policy";
import { TermsOfServicePage } from "./routes/terms-of-service";
import { NotFoundPage } from "./routes/not-found";

const brand = "Parley";

function meta(title: string, description: string): { meta: RouteMeta } {
  return { meta: { title: `${title} | ${brand}`, description } };
}

/** The six routes of SPEC §2, plus the not-found page. Route paths have no parameters. */
export const pagePaths = [
  "/",
  "/about",
  "/services",
  "/market-insights",
  "/privacy-policy",
  "/terms-of-service",
] as const;
export type PagePath = (typeof pagePaths)[number];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppLayout />,
    children: [
      {
        index: true,
        element: <HomePage />,
        handle: meta(
          "AI automation for event planners and agencies",
          "Chatbots, outreach, voice assistants and event websites that turn conversations into meetings. Try our AI voice agent in your browser.",
        ),
      },
      {
        path: "about",
        element: <AboutPage />,
        handle: meta(
          "About us",
          "Why we build AI automation for event planners and marketing agencies: our mission, vision, technology and team.",
        ),
      },
      {
        path: "services",
        element: <ServicesPage />,
        handle: meta(
          "Services",
          "Six AI automation services, four benefits and a four-step process from discovery to deployment and support.",
        ),
      },
      {
        path: "market-insights",
        element: <MarketInsightsPage />,
        handle: meta(
          "Market insights",
          "2025 statistics on AI adoption in events and marketing, and the pain points automation removes.",
        ),
      },
      {
        path: "privacy-policy",
        element: <PrivacyPolicyPage />,
        handle: meta("Privacy policy", "How Parley collects, uses and protects personal data under UK GDPR."),
      },
      {
        path: "terms-of-service",
        element: <TermsOfServicePage />,
        handle: meta("Terms of service", "The terms that govern the use of the Parley website and services."),
      },
      {
        path: "*",
        element: <NotFoundPage />,
        handle: meta("Page not found", "The page you were looking for does not exist."),
      },
    ],
  },
];
