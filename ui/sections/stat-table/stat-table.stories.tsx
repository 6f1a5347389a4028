import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { marketInsightsPage } from "../../../pages/content";
import { StatTable, type StatRow } from "./stat-table";

const meta = {
  title: "Sections/StatTable",
  component: StatTable,
  parameters: { layout: "fullscreen" },
  args: { ...marketInsightsPage.stats },
} satisfies Meta<typeof StatTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const { caption, rows } = marketInsightsPage.stats;

/** From 640 px a real table; on a phone the rows stack as cards. */
export const Default: Story = {};

/** The phone layout, in Storybook's mobile viewport: one card per row. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
};

/**
 * From 640 px a real table: caption as its name, column headers, and a row header per metric. On a phone the rows
 * stack as cards (a description list), so every figure and its meaning stay readable and nothing is clipped.
 */
export const TableOrCards: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    if (window.matchMedia("(min-width: 40rem)").matches) {
      const table = canvas.getByRole("table", { name: caption });
      await expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(rows.length);
      const row = within(table).getByRole("row", { name: /Event registrations/ });
      await expect(within(row).getByRole("cell", { name: "+13%" })).toBeVisible();
      return;
    }
    await expect(canvas.queryByRole("table")).toBeNull();
    const stacked = canvasElement.querySelector<HTMLElement>('[data-slot="stat-table-stacked"]')!;
    // Read out, but drawn only where no group names the cards: a label over the first group's name read as a stray.
    const named = within(stacked).getByText(caption);
    await expect(named).toBeInTheDocument();
    await expect(named.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    const terms = within(stacked).getAllByRole("term");
    await expect(terms.map((term) => term.textContent)).toEqual(rows.map((row) => row.metric));
    await expect(within(stacked).getByText(rows[0]!.context)).toBeVisible();
    await expect(stacked.scrollWidth).toBeLessThanOrEqual(stacked.clientWidth);
  },
};

/** The stacked cards on a phone, checked the same way. */
export const TableOrCardsNarrow: Story = {
  ...TableOrCards,
  tags: ["test-case", "!autodocs"], // spelt out: the story index reads tags statically, not through the spread
  globals: { viewport: { value: "mobile" } },
};

/**
 * The barred rows' bars are drawn to one scale under their values, the longest at full length, on a laptop and a
 * phone alike; the other rows have none.
 */
export const BarsToScale: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const barred = (rows as readonly StatRow[]).flatMap((row) => (row.bar === undefined ? [] : [row.bar]));
    const shown = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="stat-table-bar"]')].filter((bar) =>
      bar.checkVisibility(),
    );
    await expect(shown).toHaveLength(barred.length);
    const widths = shown.map((bar) => bar.firstElementChild!.getBoundingClientRect().width);
    const track = shown[0]!.getBoundingClientRect().width;
    const longest = Math.max(...barred);
    await expect(widths.map((width) => width / track)).toEqual(
      barred.map((bar): unknown => expect.closeTo(bar / longest, 2)),
    );
  },
};

/** The same, on a phone's stacked cards. */
export const BarsToScaleNarrow: Story = {
  ...BarsToScale,
  tags: ["test-case", "!autodocs"], // spelt out: the story index reads tags statically, not through the spread
  globals: { viewport: { value: "mobile" } },
};

/**
 * With `groups`, the barred rows come first under their group's name, then the rest under theirs: in the table a
 * heading row each (`scope="rowgroup"`), on a phone a label over each group's cards.
 */
export const GroupsChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const groups = marketInsightsPage.stats.groups;
    const visible = (selector: string) =>
      [...canvasElement.querySelectorAll<HTMLElement>(selector)].filter((element) => element.checkVisibility());
    const labels = visible('[data-slot="stat-table-group"]');
    await expect(labels.map((label) => label.textContent)).toEqual([groups.barred, groups.unbarred]);
    const barredCount = rows.filter((row) => row.bar !== undefined).length;
    // Every row with a bar sits between the first label and the second; every other row after the second.
    const metrics = visible('th[scope="row"], [data-slot="stat-table-stacked"] dt');
    const below = (label: HTMLElement, element: HTMLElement) =>
      label.getBoundingClientRect().bottom <= element.getBoundingClientRect().top;
    for (const [index, metric] of metrics.entries()) {
      await expect(below(labels[0]!, metric)).toBe(true);
      await expect(below(labels[1]!, metric), metric.textContent).toBe(index >= barredCount);
    }
    if (window.matchMedia("(min-width: 40rem)").matches) {
      for (const label of labels) await expect(label).toHaveAttribute("scope", "rowgroup");
    }
  },
};

/** The same groups over a phone's stacked cards. */
export const GroupsChecksNarrow: Story = {
  ...GroupsChecks,
  tags: ["test-case", "!autodocs"], // spelt out: the story index reads tags statically, not through the spread
  globals: { viewport: { value: "mobile" } },
};

/** Bars that are all zero draw empty tracks, not a width of NaN (which the browser drops, leaving the bar's last width). */
export const ZeroBars: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { rows: rows.slice(0, 2).map((row) => ({ ...row, bar: 0 })) },
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="stat-table-bar"] > span')];
    await expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) await expect(bar.style.width).toBe("0%");
  },
};
