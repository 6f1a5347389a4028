import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { guaranteesContent } from "../../../pages/content";
import { Guarantees } from "./guarantees";

const meta = {
  title: "Sections/Guarantees",
  component: Guarantees,
  parameters: { layout: "fullscreen" },
  args: guaranteesContent,
} satisfies Meta<typeof Guarantees>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three guarantees, in a region named for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Our guarantees" })).toBeInTheDocument();
    const titles = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(["30-Day Money-Back", "Pilot Program Available", "Cancel Anytime"]);
  },
};
