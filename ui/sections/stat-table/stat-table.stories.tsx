import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
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

/** On a phone the table scrolls sideways inside a focusable region, so keyboard users can scroll it too. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole("region", { name: marketInsightsPage.stats.caption });
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
  },
};
