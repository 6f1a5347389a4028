import { describe, expect, it } from "vitest";
import { offerPrice, pricingOffersData, structuredDataFor } from "./structured-data";

describe("offerPrice", () => {
  it("reads an exact price, a range and an open-ended price", () => {
    expect(offerPrice("$1,000")).toEqual({ price: 1000, priceCurrency: "USD" });
    expect(offerPrice("$2,500-$5,000")).toEqual({
      priceSpecification: { "@type": "PriceSpecification", minPrice: 2500, maxPrice: 5000, priceCurrency: "USD" },
    });
    expect(offerPrice("$10,000+")).toEqual({
      priceSpecification: { "@type": "PriceSpecification", minPrice: 10000, priceCurrency: "USD" },
    });
  });

  it("refuses a price it cannot read rather than publishing a wrong one", () => {
    expect(() => offerPrice("on request")).toThrow('Cannot read the price "on request"');
    expect(() => offerPrice("$1-$2-$3")).toThrow();
  });
});

describe("structuredDataFor", () => {
  it("describes the three pricing packages as offers on the home page only", () => {
    const catalog = pricingOffersData() as { "@type": string; itemListElement: Array<Record<string, unknown>> };
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog.itemListElement.map((offer) => [offer.name, offer.price ?? offer.priceSpecification])).toEqual([
      ["Starter", 1000],
      ["Growth", { "@type": "PriceSpecification", minPrice: 2500, maxPrice: 5000, priceCurrency: "USD" }],
      ["Pro", { "@type": "PriceSpecification", minPrice: 10000, priceCurrency: "USD" }],
    ]);
    expect(structuredDataFor("/")).toContainEqual(catalog);
    expect(structuredDataFor("/about")).toEqual([expect.objectContaining({ "@type": "Organization" })]);
  });
});
