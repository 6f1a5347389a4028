import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPage } from "../../../pages/content";
import { Button } from "../../primitives/button";
import { CtaBand } from "./cta-band";

const meta = {
  title: "Sections/CtaBand",
  component: CtaBand,
  parameters: { layout: "fullscreen" },
  args: { heading: aboutPage.cta.heading, body: aboutPage.cta.body, children: null },
  render: (args) => (
    <CtaBand {...args}>
      <Button variant="inverse" size="lg">
        {aboutPage.cta.button}
      </Button>
    </CtaBand>
  ),
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ink panel: a labelled region with its heading and the action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: aboutPage.cta.heading });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole("button", { name: aboutPage.cta.button })).toBeVisible();
  },
};
