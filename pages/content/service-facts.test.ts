// Services' spec sheets repeat one fact said elsewhere on the site, the price of the cheapest package that includes the
// service: a sheet that drifts from the pricing tells a buyer two different things. They carry no result figure: the
// page's benefits give the medians once, and three outside reviewers read the same figures on every page as padding.
import { describe, expect, it } from "vitest";
import { caseStoriesContent, resultsStatsContent } from "./home-story";
import { pricingPackages, serviceSuiteContent } from "./home-offer";
import { servicesPage } from "./pages";

const labels = ["You provide", "Works with", "From", "Hands over to"];
/** How each service is named in a package's features. */
const namedIn: Record<string, RegExp> = {
  "AI Chatbots": /chatbot/i,
  "AI Outreach": /outreach/i,
  "AI Voice Assistants": /voice assistant/i,
  "Event Websites": /event website/i,
};

const fact = (service: (typeof servicesPage.services.core)[number], label: string) =>
  service.facts.find((f) => f.label === label)!.value;

/** Every figure the site publishes as a result: home's medians and each client story's numbers. */
const resultFigures = [
  ...resultsStatsContent.stats.map((stat) => `${stat.prefix ?? ""}${stat.value}${stat.suffix}`),
  ...caseStoriesContent.profiles.flatMap((profile) => profile.metrics.map((m) => m.value)),
];

describe.each(servicesPage.services.core.map((service) => [service.title, service] as const))("%s", (_, service) => {
  it("has four facts and four included items", () => {
    expect(service.facts.map((f) => f.label)).toEqual(labels);
    expect(service.includes).toHaveLength(4);
  });

  it("is priced from the cheapest package whose features include it", () => {
    const cheapest = pricingPackages.find((pkg) =>
      pkg.features.some((feature) => namedIn[service.title]!.test(feature)),
    );
    expect(cheapest).toBeDefined();
    // The lower end of a range, and no "+": under "From", "$10,000+" said "or more" twice.
    const from = cheapest!.price.split("-")[0]!.replace(/\+$/, "");
    expect(fact(service, "From")).toBe(`${from} ${cheapest!.period} (${cheapest!.name})`);
  });

  it("repeats no result figure", () => {
    for (const { value } of service.facts)
      for (const figure of resultFigures) expect(value, `${value} repeats ${figure}`).not.toContain(figure);
  });
});

describe("the four sheets", () => {
  it("set the services apart: no fact has one value for all four", () => {
    for (const label of ["You provide", "Works with", "Hands over to"]) {
      const values = new Set(servicesPage.services.core.map((service) => fact(service, label)));
      expect(values.size, label).toBe(servicesPage.services.core.length);
    }
  });
});

// Home shows four services and Services six: home's line under its services names the other two as Services does.
it("home's services band names the two that Services adds", () => {
  const [core, joins] = [servicesPage.services.core, servicesPage.services.joins.items];
  expect(core.map((service) => service.title)).toEqual(serviceSuiteContent.services.map((service) => service.name));
  expect(core.length + joins.length).toBe(6);
  expect(serviceSuiteContent.more.label).toBe("All six services");
  for (const join of joins)
    expect(serviceSuiteContent.more.intro.toLowerCase()).toContain(join.title.split(" ")[0]!.toLowerCase());
});
