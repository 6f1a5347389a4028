import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Label } from "./label";

const meta = {
  title: "UI/Label",
  component: Label,
  parameters: {
    docs: {
      description: {
        component:
          "A control's visible name (Radix Label): clicking it focuses the control. Field uses it; use it alone only for a control outside a Field.\n\n**Use it for** naming a control. **Not for** headings or help text.\n\n- **Do** keep it short and mark required fields the same way everywhere.\n- **Don't** hide it to save space: a visually hidden label still leaves sighted visitors guessing.",
      },
    },
  },
  args: { children: "Work email", htmlFor: "label-story-email" },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <input
        id="label-story-email"
        type="email"
        className="h-11 rounded-lg border border-input bg-card px-3.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names its control: clicking the label moves focus into the field. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Work email"));
    await expect(canvas.getByRole("textbox", { name: "Work email" })).toHaveFocus();
  },
};
