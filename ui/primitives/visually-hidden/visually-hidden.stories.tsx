import type { Meta, StoryObj } from "@storybook/react-vite";
import { Phone } from "lucide-react";
import { expect, fn } from "storybook/test";
import { Button } from "../button";
import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "UI/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Start a call with our assistant" },
  render: (args) => (
    <Button size="icon" onClick={fn()}>
      <Phone aria-hidden="true" />
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only button: invisible on screen, read as the button's name. */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Start a call with our assistant" });
    const hidden = canvas.getByText("Start a call with our assistant");
    await expect(hidden).toHaveAttribute("data-slot", "visually-hidden");
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeVisible();
  },
};

/** The hidden text, to try in the Controls panel (it is what a screen reader announces for the button). */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: { children: { control: "text" } },
};
