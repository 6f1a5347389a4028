// Market insights says each 2025 figure once, in its table (the spec's table of 2025 statistics), whose four
// improvements are drawn as bars in their own rows; no callout or sentence says a figure again.
import { describe, expect, it } from "vitest";
import { resultsStatsContent } from "./home-story";
import { marketInsightsPage } from "./pages";

const { stats, hero, painPoints, questions, cta } = marketInsightsPage;
const tableFigures = stats.rows.map((row) => row.value);

/** The page's sentences and callouts, everything but the table's figures and the bars drawn from them. */
const prose = [
  hero.intro,
  stats.intro,
  stats.note,
  ...stats.rows.map((row) => row.context),
  painPoints.intro,
  ...painPoints.items.map((item) => item.description),
  questions.intro,
  questions.caption,
  questions.highlight.note,
  ...questions.bars.map((bar) => `${bar.label} ${bar.display}`),
  cta.intro,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The figures of the table a text repeats. */
const repeated = (texts: readonly string[]) =>
  texts.flatMap((text) =>
    tableFigures.filter((figure) => new RegExp(`(^|[^\\w.])${escape(figure)}(?![\\w%])`).test(text)),
  );

describe("market insights figures", () => {
  it("keeps every 2025 figure of the spec in the table, each once", () => {
    for (const figure of ["3x", "+23%", "+31%", "+17%", "+13%"]) expect(tableFigures).toContain(figure);
    expect(new Set(tableFigures).size).toBe(tableFigures.length);
  });

  it("draws the four improvements as bars, each its own figure, first and largest first; no other row has one", () => {
    const barred = stats.rows.filter((row) => "bar" in row) as readonly { value: string; bar: number }[];
    expect(barred.map((row) => row.value)).toEqual(["+31%", "+23%", "+17%", "+13%"]);
    for (const row of barred) expect(`+${row.bar}%`).toBe(row.value);
    expect(stats.rows.slice(0, barred.length)).toEqual(barred);
  });

  it("adds a finding of its own: the opening questions by topic, which add up to every question", () => {
    expect(questions.bars.reduce((sum, bar) => sum + bar.value, 0)).toBe(100);
    expect(questions.bars.every((bar) => bar.display === `${bar.value}%`)).toBe(true);
  });

  // Vermilion picks out the one bar the chart is about (an outside critic: one highlighted bar, the rest muted).
  it("highlights one of the chart's own bars", () => {
    expect(questions.bars.map((bar) => bar.label)).toContain(questions.highlight.bar);
  });

  it("lists the topics largest first, then 'Everything else', marked as the remainder", () => {
    const topics = questions.bars.filter((bar) => !("remainder" in bar));
    expect(topics.map((bar) => bar.value)).toEqual(topics.map((bar) => bar.value).toSorted((a, b) => b - a));
    expect(questions.bars.at(-1)).toMatchObject({ label: "Everything else", remainder: true });
    expect(questions.bars.length - topics.length).toBe(1);
  });

  it("highlights the topic asked most, as the note says", () => {
    const asked = (label: string) => questions.bars.find((bar) => bar.label === label)!.value;
    expect(Math.max(...questions.bars.map((bar) => bar.value))).toBe(asked(questions.highlight.bar));
  });

  it("says no table figure again in a sentence or a callout", () => {
    expect(repeated(prose)).toEqual([]);
  });

  it("would catch a callout repeating one", () => {
    expect(repeated(["41%", "of enquiries arrive outside office hours", "Meetings grew 3x."])).toEqual(["41%", "3x"]);
  });
});

describe("one kind of figure", () => {
  // Home's results and this page show the same figures; one calling them medians and the other averages reads as two
  // sets of numbers (an outside reviewer caught it).
  it("calls the figures medians here, as home does", () => {
    expect(resultsStatsContent.intro).toMatch(/^Median results/);
    for (const text of [stats.intro, stats.note]) {
      expect(text).toMatch(/\bmedians\b/i);
      expect(text).not.toMatch(/\baverages?\b/i);
    }
  });
});
