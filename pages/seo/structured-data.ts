import { config } from "../config";
import { pricingContent } from "../content/home-offer";
import { site } from "../content/site";
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

/** A package's price as schema.org reads it: "$1,000" (exact), "$2,500-$5,000" (a range), "$10,000+" (from). */
export function offerPrice(price: string): object {
  const amounts = [...price.matchAll(/\$([\d,]+)/g)].map((match) => Number(match[1]?.replaceAll(",", "")));
  const [low, high] = amounts;
  if (low === undefined || amounts.length > 2 || amounts.some(Number.isNaN)) {
    throw new Error(`Cannot read the price "${price}" (expected $N, $N-$M or $N+)`);
  }
  if (high !== undefined) {
    return {
      priceSpecification: { "@type": "PriceSpecification", minPrice: low, maxPrice: high, priceCurrency: "USD" },
    };
  }
  if (price.trim().endsWith("+")) {
    return { priceSpecification: { "@type": "PriceSpecification", minPrice: low, priceCurrency: "USD" } };
  }
  return { price: low, priceCurrency: "USD" };
}

/** The three pricing packages (docs/product/constants.md#pricing) as schema.org offers of the business, on the home page. */
export function pricingOffersData(): object {
  const pricingUrl = absoluteUrl(config.siteUrl, "/#pricing");
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: `${site.name} packages`,
    url: pricingUrl,
    itemListElement: pricingContent.packages.map((pkg) => ({
      "@type": "Offer",
      name: pkg.name,
      description: pkg.description,
      url: pricingUrl,
      ...offerPrice(pkg.price),
      seller: { "@type": "Organization", name: site.name },
      itemOffered: { "@type": "Service", name: `${pkg.name} package`, description: pkg.features.join("; ") },
    })),
  };
}

/** JSON-LD for a route: the business everywhere, and the packages where they are shown. */
export function structuredDataFor(path: string): object[] {
  return path === "/" ? [organizationData(), pricingOffersData()] : [organizationData()];
}
