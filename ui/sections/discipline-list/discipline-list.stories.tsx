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

/** About's four disciplines beside the section's heading, each with the person who leads it. */
export const Default: Story = {};

/** Groups without named leads or a note: a name and a sentence each. */
export const WithoutLeads: Story = {
  args: { note: undefined, items: aboutPage.teams.items.map(({ title, description }) => ({ title, description })) },
};

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
    // Each row names its lead in words; the monogram beside them is decoration.
    const rows = within(region).getAllByRole("listitem");
    await expect(rows[0]).toHaveTextContent("Led by Tom Okafor, voice engineer");
    await expect(rows[2]).toHaveTextContent("Led by Grace Adeyemi, co-founder and event strategist");
    for (const row of rows) {
      await expect(row.querySelector('[data-slot="monogram"]')).toHaveAttribute("aria-hidden", "true");
    }
    // The founder's note sits with the heading, outside the list, and says who wrote it.
    const note = within(region).getByRole("figure");
    await expect(within(note).getByRole("blockquote")).toHaveTextContent(aboutPage.teams.note.quote);
    await expect(note).toHaveTextContent("Grace AdeyemiCo-founder and event strategist");
  },
};
