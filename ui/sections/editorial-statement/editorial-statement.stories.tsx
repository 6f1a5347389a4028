import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPage } from "../../../pages/content";
import { EditorialStatement } from "./editorial-statement";

const meta = {
  title: "Sections/EditorialStatement",
  component: EditorialStatement,
  parameters: { layout: "fullscreen" },
  args: {
    title: aboutPage.purpose.title,
    lead: aboutPage.purpose.mission,
    quote: aboutPage.purpose.vision,
  },
} satisfies Meta<typeof EditorialStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About's mission set as a headline and its vision as a pull quote. */
export const Default: Story = {};

/** One h2 for the section, an h3 per statement, each statement in real text. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Mission and vision" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Our mission" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Our vision" })).toBeVisible();
    await expect(canvas.getByText(aboutPage.purpose.vision.statement)).toBeVisible();
  },
};
