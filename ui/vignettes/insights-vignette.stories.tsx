import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { insightsVignette } from "../../pages/content/vignettes";
import { InsightsVignette } from "./insights-vignette";

/**
 * A reporting dashboard: enquiries by hour, those outside office hours picked out, and their share. A picture of the service at work, drawn in HTML, CSS and SVG: put it beside the text it illustrates.
 * One image to assistive technology, named by its copy's `label`.
 */
const meta = {
  title: "UI/Vignettes/InsightsVignette",
  component: InsightsVignette,
  parameters: { layout: "centered" },
  args: { copy: insightsVignette },
} satisfies Meta<typeof InsightsVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside a page's heading: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: insightsVignette.label })).toBeVisible();
  },
};

/** The chart's hours, checked: set in the text face (Inter) with tabular figures, so the ticks line up. */
export const AxisChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    for (const tick of insightsVignette.axis) {
      const style = getComputedStyle(canvas.getByText(tick));
      await expect(style.fontFamily, tick).toMatch(/^"Inter Variable"/);
      await expect(style.fontVariantNumeric, tick).toBe("tabular-nums");
    }
  },
};

/**
 * The hours outside the office day in ink and the office day in a pale tint of it, each as its legend key shows: ink,
 * not vermilion, which the page keeps for the one figure a chart is about.
 */
export const LegendChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const fillsOf = (slot: string) =>
      new Set(
        [...canvasElement.querySelectorAll<SVGElement>(`[data-slot="${slot}"]`)].map(
          (bar) => getComputedStyle(bar).fill,
        ),
      );
    const [outOfHoursKey, inHoursKey] = [...canvasElement.querySelectorAll('[data-slot="insights-key"]')].map(
      (key) => getComputedStyle(key).backgroundColor,
    );
    const ink = getComputedStyle(canvas.getByRole("img", { name: insightsVignette.label })).color;
    await expect([...fillsOf("insights-out-of-hours")]).toEqual([ink]);
    await expect(outOfHoursKey).toBe(ink);
    await expect([...fillsOf("insights-in-hours")]).toEqual([inHoursKey]);
    await expect(inHoursKey).not.toBe(ink);
    await expect(canvas.getByText(insightsVignette.outOfHoursLabel)).toBeVisible();
    await expect(canvas.getByText(insightsVignette.inHoursLabel)).toBeVisible();
  },
};
