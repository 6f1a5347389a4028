import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Input } from "../input";
import { Textarea } from "../textarea";
import { Field } from "./field";

const meta = {
  title: "UI/Field",
  component: Field,
  args: { label: "Work email", children: <Input name="email" type="email" placeholder="you@agency.co.uk" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input: the label sits above the control it names. */
export const Default: Story = {};

/** A field's label, help text, error and required mark, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { description: "We reply within one working day.", error: "", required: true },
  argTypes: {
    label: { control: "text" },
    description: { control: "text" },
    error: { control: "text" },
    required: { control: "boolean" },
    children: { table: { disable: true } },
    controlId: { table: { disable: true } },
  },
};

/** Clicking the label focuses the input; typing a valid value leaves it unmarked. */
export const LabelFocusesInput: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Work email" });
    await userEvent.click(canvas.getByText("Work email"));
    await expect(input).toHaveFocus();
    await userEvent.type(input, "maya@northlight.events");
    await expect(input).toHaveValue("maya@northlight.events");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** With help text, read as the control's description. */
export const WithDescription: Story = {
  args: { description: "We'll send the workshop invitation here." },
};

/** What WithDescription shows, checked. */
export const WithDescriptionChecks: Story = {
  ...WithDescription,
  tags: ["test-case", "!autodocs"],
  parameters: { ...WithDescription.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work email" });
    await expect(input).toHaveAccessibleDescription("We'll send the workshop invitation here.");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** With an error: the control is `aria-invalid` and describes itself with the help text and then the error. */
export const WithError: Story = {
  args: {
    description: "We'll send the workshop invitation here.",
    error: "Enter a valid email address",
    children: <Input name="email" type="email" defaultValue="maya@northlight" />,
  },
};

/** What WithError shows, checked. */
export const WithErrorChecks: Story = {
  ...WithError,
  tags: ["test-case", "!autodocs"],
  parameters: { ...WithError.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Work email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "We'll send the workshop invitation here. Enter a valid email address",
    );
    await expect(canvas.getByText("Enter a valid email address")).toBeVisible();
  },
};

/** Required: an asterisk for the eye, `aria-required` for the ear, so "required" is not announced twice. */
export const Required: Story = {
  args: { required: true, label: "Full name", children: <Input name="name" autoComplete="name" /> },
};

/** What Required shows, checked. */
export const RequiredChecks: Story = {
  ...Required,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Required.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await expect(input).toBeRequired();
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

/** Any single control fits: here a textarea with an error. */
export const WithTextarea: Story = {
  args: {
    label: "What should the assistant handle?",
    error: "Tell us a little more (at least 10 characters)",
    children: <Textarea name="message" defaultValue="Calls" />,
  },
};

/** What WithTextarea shows, checked. */
export const WithTextareaChecks: Story = {
  ...WithTextarea,
  tags: ["test-case", "!autodocs"],
  parameters: { ...WithTextarea.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "What should the assistant handle?" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toHaveAccessibleDescription("Tell us a little more (at least 10 characters)");
  },
};

/** A disabled control keeps its label. */
export const Disabled: Story = {
  args: { children: <Input name="email" type="email" defaultValue="maya@northlight.events" disabled /> },
};

/** A small form: every state side by side. */
export const All: Story = {
  render: () => (
    <div className="grid gap-6">
      <Field label="Full name" required>
        <Input name="name" defaultValue="Maya Okafor" />
      </Field>
      <Field
        label="Work email"
        description="We'll send the workshop invitation here."
        error="Enter a valid email address"
      >
        <Input name="email" type="email" defaultValue="maya@northlight" />
      </Field>
      <Field label="Company">
        <Input name="company" disabled defaultValue="Northlight Events" />
      </Field>
      <Field label="What should the assistant handle?" description="A sentence or two is plenty.">
        <Textarea name="message" />
      </Field>
    </div>
  ),
};
