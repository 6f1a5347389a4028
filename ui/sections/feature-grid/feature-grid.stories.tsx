import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { servicesPage } from "../../../pages/content";
import { FeatureGrid } from "./feature-grid";

const meta = {
  title: "Sections/FeatureGrid",
  component: FeatureGrid,
  parameters: { layout: "fullscreen" },
  args: { ...servicesPage.benefits, columns: 4 },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four benefits in four columns (Services). */
export const Default: Story = {};

/** A region named by its heading, holding a list of four items, each with an h3. */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: servicesPage.benefits.title });
    const items = within(within(region).getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByRole("heading", { level: 3 })).toHaveTextContent("Hours back every week");
  },
};

/** The same four benefits in two wide columns, on the muted surface. */
export const TwoColumnsMuted: Story = { args: { columns: 2, tone: "muted" } };
