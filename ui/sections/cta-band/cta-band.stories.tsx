import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPage } from "../../../pages/content";
import { Button } from "../../primitives/button";
import { CtaBand } from "./cta-band";

const meta = {
  title: "Sections/CtaBand",
  component: CtaBand,
  parameters: { layout: "fullscreen" },
  args: { title: aboutPage.cta.title, intro: aboutPage.cta.intro, children: null },
  render: (args) => (
    <CtaBand {...args}>
      <Button size="lg">{aboutPage.cta.button}</Button>
    </CtaBand>
  ),
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blush panel closing the About page: title, one line of intro and the action. */
export const Default: Story = {};

/** A region named by its heading, with the action inside it. */
export const Landmark: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: aboutPage.cta.title });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole("button", { name: aboutPage.cta.button })).toBeVisible();
  },
};
