import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { marketInsightsPage } from "../../../pages/content";
import { StatTable } from "./stat-table";

const meta = {
  title: "Sections/StatTable",
  component: StatTable,
  parameters: { layout: "fullscreen" },
  args: { ...marketInsightsPage.stats },
} satisfies Meta<typeof StatTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real table: caption as its name, column headers, and a row header per metric. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: marketInsightsPage.stats.caption });
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(marketInsightsPage.stats.rows.length);
    const row = within(table).getByRole("row", { name: /Event registrations/ });
    await expect(within(row).getByRole("cell", { name: "+13%" })).toBeVisible();
  },
};

/** On a phone the rows stack as cards (a description list): every figure and its meaning readable, nothing clipped. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("table")).toBeNull();
    const stacked = canvasElement.querySelector<HTMLElement>('[data-slot="stat-table-stacked"]')!;
    await expect(within(stacked).getByText(marketInsightsPage.stats.caption)).toBeVisible();
    const terms = within(stacked).getAllByRole("term");
    await expect(terms.map((term) => term.textContent)).toEqual(marketInsightsPage.stats.rows.map((row) => row.metric));
    const first = marketInsightsPage.stats.rows[0]!;
    await expect(within(stacked).getByText(first.context)).toBeVisible();
    // No column is squeezed: each card is as wide as the content area.
    await expect(stacked.scrollWidth).toBeLessThanOrEqual(stacked.clientWidth);
  },
};
