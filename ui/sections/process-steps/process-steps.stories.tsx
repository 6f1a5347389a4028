import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { servicesPage } from "../../../pages/content";
import { ProcessSteps } from "./process-steps";

const meta = {
  title: "Sections/ProcessSteps",
  component: ProcessSteps,
  parameters: { layout: "fullscreen" },
  args: { ...servicesPage.process },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps of Services on the ink band. */
export const Default: Story = {};

/** The steps are an ordered list, in the documented order and wording. */
export const OrderedList: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list.tagName).toBe("OL");
    await expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Discovery & Analysis", "Strategy & Planning", "Development & Testing", "Deployment & Support"]);
  },
};
