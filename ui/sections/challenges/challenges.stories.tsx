import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { challengesContent } from "../../../pages/content";
import { Challenges } from "./challenges";

const meta = {
  title: "Sections/Challenges",
  component: Challenges,
  args: challengesContent,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Challenges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four problem/solution pairs; the section is the `#event-automation` target of the path chooser. */
export const Default: Story = {};

/** A region named by its heading, the path chooser's target; each pair reads problem (h3) first, then its fix (h4). */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    const section = canvasElement.querySelector("section");
    await expect(section).toHaveAttribute("id", "event-automation");
    await expect(canvas.getByRole("region", { name: challengesContent.title })).toBe(section);
    const pairs = canvas.getAllByRole("listitem");
    await expect(pairs).toHaveLength(challengesContent.pairs.length);
    // Each pair reads problem first, then its fix.
    const first = within(pairs[0] as HTMLElement);
    const [content] = challengesContent.pairs;
    await expect(first.getByRole("heading", { level: 3 })).toHaveTextContent(
      content?.problemTitle ?? "(missing content)",
    );
    await expect(first.getByRole("heading", { level: 4 })).toHaveTextContent(
      content?.solutionTitle ?? "(missing content)",
    );
  },
};
