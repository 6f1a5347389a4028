import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { aboutPage, marketInsightsPage, servicesPage } from "../../../pages/content";
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

/** Two wide cards (mission and vision). */
export const TwoColumns: Story = { args: { ...aboutPage.purpose, intro: undefined, columns: 2 } };

/** Four cards with tool tags, on the muted surface (technology stack). */
export const WithTags: Story = {
  args: { ...aboutPage.stack, columns: 4, tone: "muted" },
};

/** What WithTags shows, checked. */
export const WithTagsChecks: Story = {
  ...WithTags,
  tags: ["test-case", "!autodocs"],
  parameters: { ...WithTags.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Voice and telephony: tools" })).toHaveTextContent("Twilio");
  },
};

/** Pain points (Market insights). */
export const PainPoints: Story = { args: { ...marketInsightsPage.painPoints, tone: "muted" } };
