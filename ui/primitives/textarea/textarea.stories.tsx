import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { placeholderContrast } from "../../../.storybook/contrast";
import { Textarea } from "./textarea";

const meta = {
  title: "UI/Textarea",
  component: Textarea,
  args: {
    "aria-label": "Tell us about your events",
    placeholder: "Which enquiries eat most of your team's week?",
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with a placeholder, for answers longer than a line. */
export const Default: Story = {};

/** Default's placeholder, checked: it reads at AA (4.5:1) against the field. */
export const PlaceholderChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>("textbox", { name: "Tell us about your events" });
    await expect(placeholderContrast(textarea)).toBeGreaterThanOrEqual(4.5);
  },
};

/** The textarea's own options, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { disabled: false, "aria-invalid": false, rows: 4 },
  argTypes: {
    placeholder: { control: "text" },
    rows: { control: { type: "number", min: 2, max: 12 } },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
  },
};

/** Typing keeps line breaks and reports each change. */
export const TypingLines: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole("textbox", { name: "Tell us about your events" });
    await userEvent.type(textarea, "Venue enquiries{Enter}Supplier follow-ups");
    await expect(textarea).toHaveValue("Venue enquiries\nSupplier follow-ups");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Filled in: the box grows with its content. */
export const Filled: Story = {
  args: {
    defaultValue:
      "We run 40 corporate conferences a year. Our coordinators spend most mornings answering the same venue, " +
      "parking and dietary questions by phone and email.\n\nWe'd like an assistant to handle first-line enquiries.",
  },
};

/** Invalid: `aria-invalid` turns the border and ring destructive. */
export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "Hi" } };

/** Disabled: dimmed and not editable. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "We run 40 corporate conferences a year." },
};

/** What Disabled shows, checked. */
export const DisabledChecks: Story = {
  ...Disabled,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Disabled.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Tell us about your events" })).toBeDisabled();
  },
};
