import { config } from "./config";
import { site } from "./content";
import { absoluteUrl } from "./seo";

/** schema.org description of the business, on every page. */
export function organizationData(): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(config.siteUrl, "/"),
    logo: absoluteUrl(config.siteUrl, "/favicon.svg"),
    email: site.supportEmail,
    description: site.tagline,
  };
}

/** JSON-LD for a route. */
export function structuredDataFor(_path: string): object[] {
  return [organizationData()];
}
