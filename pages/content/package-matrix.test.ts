// Services' package matrix restates the packages' features as ticks. A tick the package's own card does not back up
// (or a dash where it does) tells a buyer two different prices for one thing.
import { describe, expect, it } from "vitest";
import { packageMatrixContent, pricingPackages } from "./home-offer";
import { servicesPage } from "./pages";

/** How each row is named in a package's features. */
const namedIn: Record<string, RegExp> = {
  "AI Chatbots": /chatbot/i,
  "AI Outreach": /outreach/i,
  "AI Voice Assistants": /voice assistant/i,
  "Event Websites": /event website/i,
  "CRM Integration": /\bCRM\b/,
  "Analytics & Reporting": /report|dashboard/i,
  "White-label for agency clients": /white-label/i,
};

const { rows, packages } = packageMatrixContent;
const column = (name: string) => packages.findIndex((pkg) => pkg.name === name);
const included = (cell: boolean | string | undefined) => cell !== undefined && cell !== false;

describe("the package matrix", () => {
  it("reads the six services in the Services page's order, then white-label, across the three packages", () => {
    const six = [...servicesPage.services.core, ...servicesPage.services.joins.items].map((service) => service.title);
    expect(rows.map((row) => row.service)).toEqual([...six, "White-label for agency clients"]);
    expect(packages).toBe(pricingPackages);
    for (const row of rows) expect(row.cells).toHaveLength(packages.length);
  });

  it.each(["Starter", "Growth"])("ticks for %s exactly what its features name", (name) => {
    const pkg = pricingPackages[column(name)]!;
    for (const row of rows) {
      const named = pkg.features.some((feature) => namedIn[row.service]!.test(feature));
      expect(included(row.cells[column(name)]), `${name}: ${row.service}`).toBe(named);
    }
  });

  it("ticks for Pro everything Growth has and everything Pro's own features name", () => {
    const pro = pricingPackages[column("Pro")]!;
    for (const row of rows) {
      const named = pro.features.some((feature) => namedIn[row.service]!.test(feature));
      if (named || included(row.cells[column("Growth")])) {
        expect(included(row.cells[column("Pro")]), row.service).toBe(true);
      }
    }
  });

  it("would catch a tick the features do not back up", () => {
    expect(pricingPackages[column("Starter")]!.features.some((feature) => namedIn["AI Outreach"]!.test(feature))).toBe(
      false,
    );
  });
});
