import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { placeholderContrast } from "../../../.storybook/contrast";
import { Input } from "./input";

const meta = {
  title: "UI/Input",
  component: Input,
  args: { "aria-label": "Work email", type: "email", placeholder: "you@agency.co.uk", onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with a placeholder that reads as an example. */
export const Default: Story = {};

/** Default's placeholder, checked: it reads at AA (4.5:1) against the field, as the text it stands in for would. */
export const PlaceholderChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>("textbox", { name: "Work email" });
    await expect(placeholderContrast(input)).toBeGreaterThanOrEqual(4.5);
  },
};

/** The input's own options, to try in the Controls panel (invalid is what a field with an error sets). */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { placeholder: "e.g. you@agency.co.uk", disabled: false, "aria-invalid": false },
  argTypes: {
    type: { control: "inline-radio", options: ["text", "email", "tel"] },
    placeholder: { control: "text" },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
  },
};

/** Typing fills the input and reports each change. */
export const Typing: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: "Work email" });
    await userEvent.type(input, "maya@northlight.events");
    await expect(input).toHaveValue("maya@northlight.events");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Filled in. */
export const Filled: Story = { args: { defaultValue: "maya@northlight.events" } };

/** Invalid: `aria-invalid` turns the border and ring destructive. */
export const Invalid: Story = {
  args: { defaultValue: "maya@northlight", "aria-invalid": true },
};

/** What Invalid shows, checked. */
export const InvalidChecks: Story = {
  ...Invalid,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Invalid.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Work email" })).toBeInvalid();
  },
};

/** Disabled: dimmed, not focusable, not editable. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "maya@northlight.events" },
};

/** What Disabled shows, checked. */
export const DisabledChecks: Story = {
  ...Disabled,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Disabled.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Work email" })).toBeDisabled();
  },
};

/** Every state stacked: one dense visual snapshot. */
export const All: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Input {...args} aria-label="Empty" />
      <Input {...args} aria-label="Filled" defaultValue="maya@northlight.events" />
      <Input {...args} aria-label="Invalid" defaultValue="maya@northlight" aria-invalid />
      <Input {...args} aria-label="Disabled" defaultValue="maya@northlight.events" disabled />
    </div>
  ),
};
