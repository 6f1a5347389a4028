// The home page's quote band is proof only if it agrees with the client story it comes from, and adds to the
// carousel rather than repeating its first slide (an outside reviewer read the same person and figure twice).
import { describe, expect, it } from "vitest";
import { caseStoriesContent, clientQuoteContent } from "./home-story";

/** "+27%" → 27, "-42%" → -42. */
const percent = (value: string) => Number(value.replace("%", ""));

describe("the client quote", () => {
  const story = caseStoriesContent.profiles.find((profile) => profile.company === clientQuoteContent.company);

  it("comes from one of the client stories, by the same person", () => {
    expect(story).toBeDefined();
    expect(clientQuoteContent.person).toEqual(story!.person);
  });

  it("is not the carousel's first story, which a visitor has just read", () => {
    expect(story).not.toBe(caseStoriesContent.profiles[0]);
  });

  it("shows a figure of that story, and a before and after that make that figure", () => {
    const metric = story!.metrics.find((m) => m.value === clientQuoteContent.figure.value);
    expect(metric?.label).toBe(clientQuoteContent.figure.label);
    const { before, after } = clientQuoteContent;
    const change = Math.round((percent(after.value) / percent(before.value) - 1) * 100);
    expect(change).toBe(percent(clientQuoteContent.figure.value));
  });
});
