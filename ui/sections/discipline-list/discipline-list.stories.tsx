import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { aboutPage } from "../../../pages/content";
import { DisciplineList } from "./discipline-list";

const meta = {
  title: "Sections/DisciplineList",
  component: DisciplineList,
  parameters: { layout: "fullscreen" },
  args: { ...aboutPage.teams },
} satisfies Meta<typeof DisciplineList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About's four disciplines, numbered beside the section's heading. */
export const Default: Story = {};

/** Each discipline is an h3 in a list, in order. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: aboutPage.teams.title });
    await expect(
      within(within(region).getByRole("list"))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(aboutPage.teams.items.map((item) => item.title));
  },
};
