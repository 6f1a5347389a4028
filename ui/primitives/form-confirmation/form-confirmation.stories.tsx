import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FormConfirmation } from "./form-confirmation";

const meta = {
  title: "UI/FormConfirmation",
  component: FormConfirmation,
  args: { message: "Thank you! Your message has been received." },
} satisfies Meta<typeof FormConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * After a successful submit: the form's thank-you, announced politely. The form moves focus here, so use it
 * only for a success the visitor just caused; failures are alerts beside the fields.
 */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Thank you! Your message has been received.");
    await expect(status).toHaveAttribute("tabindex", "-1");
  },
};

/** Every option of the confirmation, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { tone: "default" },
  argTypes: {
    tone: { control: "inline-radio", options: ["default", "inverse"] },
    message: { control: "text" },
  },
};

/** On the ink footer band. */
export const Inverse: Story = {
  args: { tone: "inverse", message: "Successfully subscribed to newsletter!" },
  decorators: [
    (Story) => (
      <div className="bg-inverse p-6">
        <Story />
      </div>
    ),
  ],
};

/** Before a submit (or once the visitor edits again): an empty live region that takes no room and no focus. */
export const Empty: Story = {
  args: { message: undefined },
};

/** What Empty shows, checked. */
export const EmptyChecks: Story = {
  ...Empty,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Empty.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    await expect(status).not.toHaveAttribute("tabindex");
    await expect(status.getBoundingClientRect().height).toBe(0);
    // Out of the flow: a flex or grid gap is not spent on it.
    await expect(getComputedStyle(status).position).toBe("absolute");
  },
};
