import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { SliderField, type SliderFieldProps } from "./slider-field";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * A form field for one number on a scale: label, value in words, slider. Use it for estimates where an approximate
 * value is fine (the ROI calculator's inputs). Don't use it when the exact number matters (use an input) or for a
 * range or a vertical slider (use `Slider`).
 */
const meta = {
  title: "UI/SliderField",
  component: SliderField,
  args: {
    label: "Monthly attendees",
    min: 50,
    max: 1000,
    step: 50,
    defaultValue: 300,
    formatValue: (n: number) => `${n} attendees`,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  argTypes: {
    defaultValue: {
      control: "number",
      description: "Where the thumb starts. Changing it in the Controls panel starts the field again from there.",
    },
  },
  // Keyed on `defaultValue`: it is read once, on mount, so a new value from the Controls panel remounts the field.
  render: (args) => <SliderField key={args.defaultValue} {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SliderField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled slider with its value spelled out beside the label ("300 attendees"). */
export const Default: Story = {};

/** The field's range and step, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: {
    label: { control: "text" },
    min: { control: "number" },
    max: { control: "number" },
    step: { control: "number" },
    disabled: { control: "boolean" },
    formatValue: { table: { disable: true } },
  },
};

/** Keyboard: arrows step by 50, Home and End jump to the ends; value text and callback follow. */
export const KeyboardSteps: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole("slider", { name: "Monthly attendees" });
    await expect(thumb).toHaveAttribute("aria-valuetext", "300 attendees");
    await userEvent.tab();
    await expect(thumb).toHaveFocus();

    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(350);
    await expect(thumb).toHaveAttribute("aria-valuenow", "350");
    await expect(thumb).toHaveAttribute("aria-valuetext", "350 attendees");
    await expect(canvas.getByText("350 attendees")).toBeVisible();

    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(250);

    await userEvent.keyboard("{Home}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(50);
    await expect(thumb).toHaveAttribute("aria-valuetext", "50 attendees");

    await userEvent.keyboard("{End}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1000);
    await expect(canvas.getByText("1000 attendees")).toBeVisible();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(1000);
  },
};

function ControlledSliderField(args: SliderFieldProps) {
  const [value, setValue] = React.useState(25);
  return (
    <SliderField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

/** Controlled by its parent, with currency text: "$25" is what is shown and announced. */
export const Controlled: Story = {
  args: { label: "Hourly staff cost", min: 10, max: 100, step: 1, formatValue: (n: number) => usd.format(n) },
  render: (args) => <ControlledSliderField {...args} />,
};

/** What Controlled shows, checked. */
export const ControlledChecks: Story = {
  ...Controlled,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Controlled.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole("slider", { name: "Hourly staff cost" });
    await expect(thumb).toHaveAttribute("aria-valuetext", "$25");
    thumb.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(26);
    await expect(canvas.getByText("$26")).toBeVisible();
  },
};

/** At its minimum. */
export const Minimum: Story = { args: { defaultValue: 50 } };

/** At its maximum. */
export const Maximum: Story = { args: { defaultValue: 1000 } };

/** Disabled: dimmed, and the keyboard does not move it. */
export const Disabled: Story = {
  args: { disabled: true },
};

/** What Disabled shows, checked. */
export const DisabledChecks: Story = {
  ...Disabled,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Disabled.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole("slider", { name: "Monthly attendees" });
    thumb.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(thumb).toHaveAttribute("aria-valuenow", "300");
  },
};

/** A maximum off the step grid (5 to 60 in steps of 3): End and → from 59 both reach 60, as the APG asks. */
export const OffGridMaximum: Story = {
  tags: ["test-case", "!autodocs"],
  args: {
    label: "Admin hours a week",
    min: 5,
    max: 60,
    step: 3,
    defaultValue: 56,
    formatValue: (n: number) => `${n} h`,
  },
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole("slider", { name: "Admin hours a week" });
    thumb.focus();
    await userEvent.keyboard("{End}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(60);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(60);
    await expect(thumb).toHaveAttribute("aria-valuenow", "60");
    await expect(canvas.getByText("60 h")).toBeVisible();

    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(59);
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(60);
    await expect(thumb).toHaveAttribute("aria-valuetext", "60 h");

    await userEvent.keyboard("{Home}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
  },
};
