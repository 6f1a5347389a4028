import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { newsletterCopy } from "../../../pages/content";
import { placeholderContrast } from "../../../.storybook/contrast";
import type { SubmitResult } from "../../lib/submit-result";
import { NewsletterForm } from "./newsletter-form";

/** A submit handler that stays pending until the test lets it answer. */
function deferred() {
  let answer: (result: SubmitResult) => void = () => {};
  const handler = fn(() => new Promise<SubmitResult>((resolve) => (answer = resolve)));
  return { handler, answer: (result: SubmitResult) => answer(result) };
}

const meta = {
  title: "Sections/NewsletterForm",
  component: NewsletterForm,
  args: { copy: newsletterCopy, onSubmit: fn((): Promise<SubmitResult> => Promise.resolve({ ok: true })) },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form on a light surface. */
export const Default: Story = {};

/** Subscribing: the address is sent as `{ email }` and the field empties on success. */
export const Subscribes: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toBeRequired();
    await userEvent.type(email, "maya@brightevents.co.uk");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "maya@brightevents.co.uk" });
    await waitFor(() => expect(email).toHaveValue(""));
  },
};

/**
 * With the keyboard alone: Enter in the field subscribes, focus moves to the thank-you (a status, never
 * <body>), and the thank-you goes once the visitor edits the address again.
 */
export const SentWithKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard("maya@brightevents.co.uk{Enter}");
    const confirmation = canvas.getByRole("status");
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveTextContent("Successfully subscribed to newsletter!");
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "maya@brightevents.co.uk" });

    await userEvent.type(email, "x");
    await expect(confirmation).toBeEmptyDOMElement();
  },
};

/** An address the shared lead rules refuse (the browser lets "maya@brightevents" through): its message on the field. */
export const Invalid: Story = {
  args: {
    initialState: { values: { email: "maya@brightevents" }, errors: { email: "Please enter a valid email address" } },
  },
};

/** An empty or malformed address never reaches the callback (the email field is required, type email). */
export const InvalidNeverSent: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await userEvent.type(email, "maya-at-brightevents");
    await userEvent.keyboard("{Enter}");
    await expect(email).toBeInvalid();
    // The browser lets "maya@brightevents" through; the shared lead rules do not (no dot after the @).
    await userEvent.clear(email);
    await userEvent.type(email, "maya@brightevents{Enter}");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const pending = deferred();

/** While the request is pending: 'Subscribing...', the input and button disabled. */
export const Subscribing: Story = {
  args: { initialState: { values: { email: "ops@northfieldagency.com" }, pending: true } },
};

/** A pending request disables the form; its success resets it. */
export const SubscribingThenReset: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onSubmit: pending.handler },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.type(email, "ops@northfieldagency.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    const busy = await canvas.findByRole("button", { name: "Subscribing..." });
    await expect(busy).toBeDisabled();
    await expect(email).toBeDisabled();
    pending.answer({ ok: true });
    await canvas.findByRole("button", { name: "Subscribe" });
    await expect(email).toBeEnabled();
    await expect(email).toHaveValue("");
  },
};

/** A failure keeps what was typed and shows the page's message as an alert. */
export const Failed: Story = {
  args: {
    initialState: {
      values: { email: "maya@brightevents.co.uk" },
      formMessage: "Failed to subscribe. Please try again.",
    },
  },
};

/** The page's refusal, answered to a real send, reaches that state. */
export const FailedOnSend: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    onSubmit: fn((): Promise<SubmitResult> =>
      Promise.resolve({ ok: false, message: "Failed to subscribe. Please try again." }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.type(email, "maya@brightevents.co.uk");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to subscribe. Please try again.");
    await expect(email).toHaveValue("maya@brightevents.co.uk");
  },
};

/** On the ink footer band. */
export const Inverse: Story = {
  args: { tone: "inverse" },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-inverse p-6">
        <Story />
      </div>
    ),
  ],
};

/** Inverse's placeholder, checked: on the ink band the field stays light and its placeholder reads at AA (4.5:1). */
export const InversePlaceholderChecks: Story = {
  ...Inverse,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Inverse.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole<HTMLInputElement>("textbox", { name: "Email address" });
    await expect(placeholderContrast(email)).toBeGreaterThanOrEqual(4.5);
  },
};

/** Subscribed on the ink footer band: the thank-you in the inverse tone. */
export const InverseSent: Story = {
  ...Inverse,
  args: { tone: "inverse", initialState: { sent: true } },
};
