// About's facts repeat what other pages say: the number of 2025 programmes Market insights counts (and splits by
// client type), and the week Services' process goes live. A fact that drifts from its page tells a buyer two stories.
import { describe, expect, it } from "vitest";
import { caseStoriesContent } from "./home-story";
import { aboutPage, marketInsightsPage, servicesPage } from "./pages";

const fact = (label: string) => aboutPage.hero.facts.find((f) => f.label === label)!.value;
const numbers = (text: string) => [...text.matchAll(/\b(\d+) (?:Parley client programmes|event planners|agencies)\b/g)];

describe("About's facts", () => {
  it("count the 2025 programmes Market insights counts, in its intro and its note, whose split adds up", () => {
    const programmes = Number(fact("client programmes in 2025"));
    const [total, planners, agencies] = numbers(marketInsightsPage.stats.note).map((match) => Number(match[1]));
    expect(total).toBe(programmes);
    expect(planners! + agencies!).toBe(programmes);
    expect(numbers(marketInsightsPage.stats.intro).map((match) => Number(match[1]))).toEqual([programmes]);
  });

  it("go live in the week Services' process launches", () => {
    const launch = servicesPage.process.steps.at(-1)!.when;
    expect(launch.startsWith(fact("when a first build goes live"))).toBe(true);
  });

  it("draws a person in one colour on every page: the report's author as on About's team", () => {
    const { author } = marketInsightsPage.hero.byline;
    const lead = aboutPage.teams.items.find((item) => item.lead.name === author.name)?.lead;
    expect(lead).toBeDefined();
    expect(author.tone).toBe(lead!.tone);
  });

  it("draws each closing band's hosts as About's team draws them, and names them in its line", () => {
    for (const { hosts } of [aboutPage.cta, servicesPage.cta, marketInsightsPage.cta]) {
      for (const host of hosts.people) {
        const lead = aboutPage.teams.items.find((item) => item.lead.name === host.name)?.lead;
        expect(lead, host.name).toBeDefined();
        expect(host.tone).toBe(lead!.tone);
        expect(host.tone, "a vermilion disc vanishes into the band").not.toBe("primary");
        expect(hosts.note).toContain(host.name.split(" ")[0]);
      }
    }
  });
});

describe("Services' benefits", () => {
  it("each stand on one client story's result, not on home's medians a second time", () => {
    const figures = servicesPage.benefits.items.map((item) => item.figure?.value);
    expect(figures).toEqual(["11 hrs", "< 1 min", "+27%", "+19%"]);
    const stories = caseStoriesContent.profiles.flatMap((profile) => profile.metrics.map((metric) => metric.value));
    for (const figure of figures) expect(stories).toContain(figure);
    const medians = marketInsightsPage.stats.rows.map((row) => row.value);
    expect(figures.filter((figure) => medians.includes(figure))).toEqual([]);
  });
});
