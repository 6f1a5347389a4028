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

/** The market insights chart: four improvements on one scale, with the 3x and the 41% set large beside them. */
export const Default: Story = {};

/** Without callouts the chart takes the full width. */
export const ChartOnly: Story = {
  args: { highlights: [] },
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
