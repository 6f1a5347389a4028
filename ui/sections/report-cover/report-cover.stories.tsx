import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { backgroundBehind, contrastRatio } from "../../../.storybook/contrast";
import { marketInsightsPage } from "../../../pages/content";
import { ReportByline } from "../report-byline";
import { ReportCover } from "./report-cover";

const { hero } = marketInsightsPage;

const meta = {
  title: "Sections/ReportCover",
  component: ReportCover,
  parameters: { layout: "fullscreen" },
  args: {
    eyebrow: hero.eyebrow,
    edition: hero.edition,
    title: hero.title,
    intro: hero.intro,
    chart: hero.chart,
    byline: (
      <ReportByline
        tone="inverse"
        author={hero.byline.author}
        published={hero.byline.published}
        download={{ label: hero.byline.downloadLabel, href: "#figures", fileName: hero.byline.fileName }}
      />
    ),
  },
} satisfies Meta<typeof ReportCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Market insights' opening: the edition line, the title beside its intro and byline, and the headline finding (41% of
 * enquiries outside office hours) over the chart of enquiries by hour, the page's full width.
 */
export const Default: Story = {};

/** On a phone: the words stacked, then the figure and the whole chart at the phone's width. */
export const OnPhone: Story = {
  globals: { viewport: { value: "mobile" } },
};

/**
 * What Default shows, checked: the page's one h1; the chart one image named by its finding; a bar for each hour, those
 * outside 09:00-18:00 in apricot and the office day in a pale tint; every word at 4.5:1 or more on the ink.
 */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([hero.title]);
    const chart = canvas.getByRole("img", { name: hero.chart.label });
    await expect(chart).toBeVisible();
    const outside = chart.querySelectorAll('[data-slot="report-cover-out-of-hours"]');
    const inside = chart.querySelectorAll('[data-slot="report-cover-in-hours"]');
    await expect([outside.length, inside.length]).toEqual([15, 9]);
    const fill = (bars: NodeListOf<Element>) => new Set([...bars].map((bar) => getComputedStyle(bar).fill));
    await expect(fill(outside).size).toBe(1);
    await expect(fill(inside).size).toBe(1);
    await expect([...fill(outside)]).not.toEqual([...fill(inside)]);
    const words = [
      canvas.getByRole("heading", { level: 1 }),
      canvas.getByText(hero.intro),
      canvas.getByText(hero.edition),
      within(chart).getByText(hero.chart.figure.value),
      within(chart).getByText(hero.chart.figure.label),
      within(chart).getByText(hero.chart.outOfHoursLabel),
      within(chart).getByText(hero.chart.inHoursLabel),
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="report-cover-tick"]'),
    ];
    for (const word of words) {
      const ratio = contrastRatio(getComputedStyle(word).color, backgroundBehind(word));
      await expect(ratio, word.textContent ?? "").toBeGreaterThanOrEqual(4.5);
    }
  },
};

/**
 * Each hour under the chart stands at the start of its bar's slot (a label spread evenly put 06:00 a quarter of a bar
 * late and 18:00 most of one early), and no label leaves the chart's edges.
 */
export const AxisOnItsHoursChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const svg = canvas.getByRole("img", { name: hero.chart.label }).querySelector("svg")!.getBoundingClientRect();
    const slot = svg.width / hero.chart.byHour.length;
    const ticks = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="report-cover-tick"]')];
    await expect(ticks.map((tick) => tick.textContent)).toEqual(["00:00", "06:00", "12:00", "18:00", "23:00"]);
    for (const [index, tick] of ticks.entries()) {
      const mark = getComputedStyle(tick, "::before");
      const markX = tick.getBoundingClientRect().left + parseFloat(mark.left);
      await expect(Math.abs(markX - (svg.left + hero.chart.axis[index]! * slot)), tick.textContent).toBeLessThan(1);
      const box = tick.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(svg.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(svg.right + 0.5);
    }
  },
};

/**
 * On a 390 px phone the cover is no wider than the screen; the chart spans the text's width and comes straight under
 * the title, its hours whole in the first screen (under the 64 px nav); after it, the intro.
 */
export const OnPhoneChecks: Story = {
  ...OnPhone,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const cover = canvasElement.querySelector<HTMLElement>('[data-slot="report-cover"]')!;
    await expect(cover.scrollWidth).toBeLessThanOrEqual(cover.clientWidth);
    const title = canvas.getByRole("heading", { level: 1 }).getBoundingClientRect();
    const svg = canvas.getByRole("img", { name: hero.chart.label }).querySelector("svg")!.getBoundingClientRect();
    await expect(Math.abs(svg.width - title.width)).toBeLessThan(2);
    await expect(svg.width).toBeGreaterThan(300);
    const ticks = canvasElement.querySelectorAll('[data-slot="report-cover-tick"]');
    await expect(ticks[0]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(844 - 64);
    await expect(canvas.getByText(hero.intro).getBoundingClientRect().top).toBeGreaterThan(svg.bottom);
  },
};
