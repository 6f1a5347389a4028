import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Label } from "./label";

/** A label and the field it names, with an id of its own: a docs page shows several of them side by side. */
function LabelledField(args: React.ComponentProps<typeof Label>) {
  const id = React.useId();
  return (
    <div className="grid max-w-sm gap-2">
      <Label {...args} htmlFor={id} />
      <input
        id={id}
        type="email"
        className="h-11 rounded-lg border border-input bg-card px-3.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      />
    </div>
  );
}

const meta = {
  title: "UI/Label",
  component: Label,
  args: { children: "Work email" },
  render: (args) => <LabelledField {...args} />,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names its control: a short noun phrase above the field, clicking it moves focus into the field. */
export const Default: Story = {};

/** The label's text, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: { children: { control: "text" }, htmlFor: { table: { disable: true } } },
};

/** Clicking the label focuses the control it names. */
export const ClickFocusesControl: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Work email"));
    await expect(canvas.getByRole("textbox", { name: "Work email" })).toHaveFocus();
  },
};
