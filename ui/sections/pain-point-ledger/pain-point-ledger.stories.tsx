import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { marketInsightsPage } from "../../../pages/content";
import { PainPointLedger } from "./pain-point-ledger";

const meta = {
  title: "Sections/PainPointLedger",
  component: PainPointLedger,
  parameters: { layout: "fullscreen" },
  args: { ...marketInsightsPage.painPoints, tone: "muted" },
} satisfies Meta<typeof PainPointLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Market insights' six pain points, each with the service that removes it. */
export const Default: Story = {};

/** Three rows on the page's own surface. */
export const Short: Story = { args: { items: marketInsightsPage.painPoints.items.slice(0, 3), tone: "default" } };

/** A list of h3s; each remedy is read with its label ('Fixed by: AI Chatbots'). */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: marketInsightsPage.painPoints.title });
    const rows = within(region).getAllByRole("listitem");
    await expect(rows).toHaveLength(6);
    // Unnumbered: the problems come in no order.
    await expect(rows[0]?.parentElement?.tagName).toBe("UL");
    await expect(rows[0]).toHaveTextContent("Fixed by: AI Chatbots");
  },
};
