import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { marketInsightsPage } from "../../../pages/content";
import { InsightChart } from "./insight-chart";

const meta = {
  title: "Sections/InsightChart",
  component: InsightChart,
  parameters: { layout: "fullscreen" },
  args: marketInsightsPage.chart,
} satisfies Meta<typeof InsightChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The market insights chart: four improvements on one scale, across the full width. */
export const Default: Story = {};

/** With callouts: figures on another scale (here the table's 3x and 41%) set large beside the chart, which takes two thirds. */
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

/** One image to assistive technology, named by its caption and every value; the bars are drawn to scale. */
export const TextAlternativeAndScale: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure")).toHaveTextContent("Improvement on each client's own baseline, 2025");
    await expect(
      canvas.getByRole("img", {
        name: "Improvement on each client's own baseline, 2025: Outreach response rate +31%, Team time saved +23%, Lead capture +17%, Event registrations +13%.",
      }),
    ).toBeVisible();
    const widths = [...canvasElement.querySelectorAll('[data-slot="insight-chart-bar"] rect')].map(
      (bar) => bar.getBoundingClientRect().width,
    );
    await expect(widths.map((width) => width / widths[0]!)).toEqual([
      1,
      expect.closeTo(23 / 31, 2),
      expect.closeTo(17 / 31, 2),
      expect.closeTo(13 / 31, 2),
    ]);
  },
};

/** The scale's last gridline is its end, just above the longest bar: no bar runs past the last line, no dead quarter. */
export const ScaleEndsAtItsLastLine: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll("svg > g:not([data-slot]) text")].map((text) => text.textContent);
    await expect(labels.at(-1)).toBe(`${args.max}${args.unit}`);
    const lines = [...canvasElement.querySelectorAll<SVGLineElement>("svg > g:not([data-slot]) line")];
    const lastLine = lines.at(-1)!.getBoundingClientRect().right;
    for (const bar of canvasElement.querySelectorAll<SVGRectElement>('[data-slot="insight-chart-bar"] rect')) {
      await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(lastLine);
    }
    const longest = Math.max(...args.bars.map((bar) => bar.value));
    await expect(args.max - longest).toBeLessThanOrEqual(args.max / 5);
  },
};
