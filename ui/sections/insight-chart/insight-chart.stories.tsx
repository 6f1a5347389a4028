import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { marketInsightsPage } from "../../../pages/content";
import { InsightChart } from "./insight-chart";

const meta = {
  title: "Sections/InsightChart",
  component: InsightChart,
  parameters: { layout: "fullscreen" },
  // The page sets this band without an eyebrow.
  args: { ...marketInsightsPage.questions, eyebrow: undefined },
} satisfies Meta<typeof InsightChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Market insights' chart: the opening questions by topic on one scale, the topic asked most in vermilion with a note,
 * and 'Everything else' set apart as the remainder.
 */
export const Default: Story = {};

/** Without a highlight every bar takes the pale tint: vermilion is for the key figure only. */
export const WithoutHighlight: Story = {
  args: { highlight: undefined },
};

/** With callouts: figures on another scale (here the table's 3x and 41%) set large beside the chart, in two thirds. */
export const WithHighlights: Story = {
  args: {
    highlights: marketInsightsPage.stats.rows
      .filter((row) => !row.value.startsWith("+") && row.value.match(/^\d/))
      .map((row) => ({ value: row.value, label: row.metric })),
  },
};

/** Full width without callouts; a third for them beside the chart with. */
export const WidthWithAndWithoutHighlights: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <>
      <InsightChart {...args} />
      {/* Its own heading: two bands named alike would be two landmarks no one can tell apart. */}
      <InsightChart {...args} {...WithHighlights.args} title={`${args.title}, with callouts`} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const [alone, beside] = [...canvasElement.querySelectorAll("figure")].map((figure) =>
      figure.getBoundingClientRect(),
    );
    const row = canvasElement.querySelector("figure")!.parentElement!.getBoundingClientRect();
    await expect(alone!.width).toBeCloseTo(row.width, 0);
    if (window.matchMedia("(min-width: 64rem)").matches) await expect(beside!.width).toBeLessThan(row.width * 0.7);
    else await expect(beside!.width).toBeCloseTo(row.width, 0);
  },
};

const fills = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="insight-chart-bar-fill"]'),
];

/** The bars of the categories, without the remainder's (drawn grey, apart from them). */
const categoryFills = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>(
    '[data-slot="insight-chart-bar"]:not([data-remainder]) [data-slot="insight-chart-bar-fill"]',
  ),
];

/** A figure named by its caption, one list item per bar saying its label and value; the bars are drawn to scale. */
export const TextAlternativeAndScale: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, canvasElement }) => {
    const figure = canvas.getByRole("figure", { name: args.caption });
    await expect(
      within(figure)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(
      args.bars.map(
        (bar) => `${bar.label}${bar.display}${bar.label === args.highlight?.bar ? args.highlight.note : ""}`,
      ),
    );
    const widths = fills(canvasElement).map((bar) => bar.getBoundingClientRect().width);
    const longest = Math.max(...args.bars.map((bar) => bar.value));
    await expect(widths.map((width) => width / widths[0]!)).toEqual(
      args.bars.map((bar): unknown => expect.closeTo(bar.value / longest, 2)),
    );
  },
};

/** The scale ends at the longest bar: its printed value closes the row, with no axis, gridline or empty band after it. */
export const ScaleEndsAtTheLongestBar: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const plot = canvasElement.querySelector('[data-slot="insight-chart-bars"]')!.getBoundingClientRect();
    const longest = canvasElement.querySelector('[data-slot="insight-chart-bar"]')!;
    const value = longest.querySelector('[data-slot="insight-chart-bar-fill"] + span')!.getBoundingClientRect();
    await expect(value.right).toBeLessThanOrEqual(plot.right);
    // The gutter fits a four-character value (+31%); a shorter one (27%) leaves a few pixels more.
    await expect(plot.right - value.right).toBeLessThan(20);
    await expect(canvasElement.querySelector("figure line, figure svg")).toBeNull();
  },
};

/** One bar in vermilion with its note under it; every other bar in one pale tint. */
export const OneHighlightedBar: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, canvasElement }) => {
    const highlighted = canvasElement.querySelectorAll<HTMLElement>(
      '[data-slot="insight-chart-bar"][data-highlighted]',
    );
    await expect(highlighted).toHaveLength(1);
    await expect(highlighted[0]).toHaveTextContent(args.highlight!.bar);
    await expect(within(highlighted[0]!).getByText(args.highlight!.note!)).toBeVisible();
    await expect(canvas.getAllByText(args.highlight!.note!)).toHaveLength(1);
    const colours = categoryFills(canvasElement).map((bar) => getComputedStyle(bar).backgroundColor);
    const key = colours[args.bars.findIndex((bar) => bar.label === args.highlight!.bar)];
    await expect(colours.filter((colour) => colour === key)).toHaveLength(1);
    await expect(new Set(colours).size).toBe(2);
  },
};

/** 'Everything else' closes the list below a rule, in grey, apart from the categories' tint. */
export const RemainderSetApart: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="insight-chart-bar"]')];
    const rest = bars.at(-1)!;
    await expect(rest).toHaveTextContent("Everything else");
    await expect([...canvasElement.querySelectorAll("[data-remainder]")]).toEqual([rest]);
    await expect(getComputedStyle(rest).borderTopStyle).toBe("dashed");
    const colours = fills(canvasElement).map((bar) => getComputedStyle(bar).backgroundColor);
    await expect(colours.slice(0, -1)).not.toContain(colours.at(-1));
  },
};

/** Without a highlight, no bar stands out and no note is printed. */
export const NoHighlightNoNote: Story = {
  ...WithoutHighlight,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-highlighted]")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="insight-chart-note"]')).toBeNull();
    await expect(new Set(categoryFills(canvasElement).map((bar) => getComputedStyle(bar).backgroundColor)).size).toBe(
      1,
    );
  },
};
