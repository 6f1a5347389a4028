import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { contactFormContent } from "../../../pages/content";
import type { SubmitResult } from "../../lib/submit-result";
import { ContactForm, type ContactSubmission } from "./contact-form";

/** A fixed "first shown" time, so `startedAt` can be asserted exactly. */
const SHOWN_AT = Date.UTC(2026, 10, 21, 15, 0, 0);

const filled = {
  name: "Maya Patel",
  email: "maya@northlight.events",
  business: "Northlight Events",
  phone: "+44 20 7946 0321",
  message: "We run twelve conferences a year and want a chatbot for registration questions.",
};

const meta = {
  title: "Sections/ContactForm",
  component: ContactForm,
  parameters: { layout: "fullscreen" },
  args: {
    ...contactFormContent,
    now: () => SHOWN_AT,
    onSubmit: fn((_values: ContactSubmission) => Promise.resolve<SubmitResult>({ ok: true })),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];
type UserEvent = Parameters<NonNullable<Story["play"]>>[0]["userEvent"];

function fields(canvas: Canvas) {
  return {
    name: canvas.getByRole("textbox", { name: "Full name" }),
    email: canvas.getByRole("textbox", { name: "Work email" }),
    business: canvas.getByRole("textbox", { name: "Business name" }),
    phone: canvas.getByRole("textbox", { name: "Phone number" }),
    message: canvas.getByRole("textbox", { name: "How can we help?" }),
  };
}

async function fillIn(canvas: Canvas, userEvent: UserEvent, values: Partial<typeof filled> = filled) {
  const inputs = fields(canvas);
  for (const [field, value] of Object.entries(values) as [keyof typeof filled, string][]) {
    await userEvent.type(inputs[field], value);
  }
}

const send = (canvas: Canvas) => canvas.getByRole("button", { name: "Send Message" });

/** The empty form. */
export const Default: Story = {};

/** Sent: the form is empty again and the thank-you stands above it (it goes once the visitor types again). */
export const Sent: Story = {
  args: { initialState: { sent: true } },
};

/** A visitor fills every field and sends: the page gets the five values plus the bot signals, then the form resets. */
export const Sends: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args, step }) => {
    await step("fill in and send", async () => {
      await fillIn(canvas, userEvent);
      await userEvent.click(send(canvas));
    });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, honeypot: "", startedAt: SHOWN_AT });
    await step("resets on { ok: true }", async () => {
      const inputs = fields(canvas);
      await waitFor(() => expect(inputs.name).toHaveValue(""));
      for (const input of Object.values(inputs)) await expect(input).toHaveValue("");
      await expect(send(canvas)).toBeEnabled();
    });
  },
};

/**
 * Sent with the keyboard alone: focus moves from the disabled button to the thank-you (announced as a status,
 * never left on <body>), and the thank-you goes once the visitor types again.
 */
export const SentWithKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent);
    await userEvent.tab(); // from the message past the privacy link to Send Message
    await userEvent.tab();
    await expect(send(canvas)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const confirmation = await canvas.findByRole("status");
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveTextContent("Thank you! Your message has been received.");
    await expect(confirmation).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.type(fields(canvas).name, "M");
    await expect(confirmation).toBeEmptyDOMElement();
  },
};

/** Sent with nothing filled in: every "required" message, every field marked invalid, and the summary above. */
export const RequiredErrors: Story = {
  args: {
    initialState: {
      errors: {
        name: "Name is required",
        email: "Email is required",
        business: "Business name is required",
        phone: "Phone number is required",
        message: "Message is required",
      },
    },
  },
};

/** Sending with nothing filled in reaches that state: focus on the first field, nothing sent. */
export const RequiredErrorsOnSend: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(send(canvas));
    const inputs = fields(canvas);
    await expect(inputs.name).toHaveAccessibleDescription("Name is required");
    await expect(inputs.email).toHaveAccessibleDescription("Email is required");
    await expect(inputs.business).toHaveAccessibleDescription("Business name is required");
    await expect(inputs.phone).toHaveAccessibleDescription("Phone number is required");
    await expect(inputs.message).toHaveAccessibleDescription("Message is required");
    for (const input of Object.values(inputs)) await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(inputs.name).toHaveFocus();
    await expect(canvas.getByText("Please correct the highlighted fields:")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Phone number is required" })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too short and malformed: the length and address messages on the fields at fault, the others left alone. */
export const LengthAndEmailErrors: Story = {
  args: {
    initialState: {
      values: { ...filled, name: "M", email: "maya.northlight.events", message: "Call me" },
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters long",
      },
    },
  },
};

/** Sending those values reaches that state, with focus on the first field at fault. */
export const LengthAndEmailErrorsOnSend: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent, { ...filled, name: "M", email: "maya.northlight.events", message: "Call me" });
    await userEvent.click(send(canvas));
    const inputs = fields(canvas);
    await expect(inputs.name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(inputs.email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(inputs.message).toHaveAccessibleDescription("Message must be at least 10 characters long");
    await expect(inputs.business).not.toHaveAttribute("aria-invalid");
    await expect(inputs.phone).not.toHaveAttribute("aria-invalid");
    await expect(inputs.name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After a rejected submit, editing a field clears its error until the next submit; the summary's links jump to the field. */
export const ErrorsClearWhenFixed: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent, { ...filled, email: "maya" });
    await userEvent.click(send(canvas));
    const { email, phone } = fields(canvas);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("link", { name: "Please enter a valid email address" }));
    await expect(email).toHaveFocus();
    await userEvent.type(email, "@northlight.events");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("Please enter a valid email address")).toBeNull();
    await expect(canvas.queryByText("Please correct the highlighted fields:")).toBeNull();
    // Emptying a field shows nothing while the visitor types; the next submit names it.
    await userEvent.clear(phone);
    await expect(phone).not.toHaveAttribute("aria-invalid");
    await userEvent.click(send(canvas));
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription("Phone number is required");
    await userEvent.type(phone, filled.phone);
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      email: "maya@northlight.events",
      honeypot: "",
      startedAt: SHOWN_AT,
    });
  },
};

/** While the page is saving: every control disabled and the button reads 'Sending...'. */
export const Sending: Story = {
  args: { initialState: { values: filled, pending: true } },
};

/** A send that the page has not answered yet reaches that state. */
export const SendingAfterSubmit: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onSubmit: fn((_values: ContactSubmission) => new Promise<SubmitResult>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(send(canvas));
    const button = await canvas.findByRole("button", { name: "Sending..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    for (const input of Object.values(fields(canvas))) await expect(input).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The page refused the message: its field error and message are shown, and everything typed is kept. */
export const SubmitFailed: Story = {
  args: {
    initialState: {
      values: filled,
      formMessage: "Failed to save contact information",
      errors: { phone: "Use digits, spaces and + ( ) - only" },
    },
  },
};

/** The page's refusal, answered to a real send, reaches that state with focus on the field at fault. */
export const SubmitFailedOnSend: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    onSubmit: fn((_values: ContactSubmission) =>
      Promise.resolve<SubmitResult>({
        ok: false,
        message: "Failed to save contact information",
        fieldErrors: { phone: "Use digits, spaces and + ( ) - only" },
      }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to save contact information");
    const inputs = fields(canvas);
    await expect(inputs.phone).toHaveAccessibleDescription("Use digits, spaces and + ( ) - only");
    await expect(inputs.phone).toHaveFocus();
    for (const [field, value] of Object.entries(filled)) {
      await expect(inputs[field as keyof typeof filled]).toHaveValue(value);
    }
    await expect(canvas.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** `onSubmit` threw instead of answering: a generic message, input kept, the visitor can try again. */
export const UnexpectedError: Story = {
  tags: ["test-case", "!autodocs"],
  args: {
    onSubmit: fn((_values: ContactSubmission) => Promise.reject<SubmitResult>(new Error("network down"))),
  },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("An unexpected error occurred");
    await expect(fields(canvas).message).toHaveValue(filled.message);
  },
};

/** A bot that fills every input, the hidden `website` one included: the page receives it as `honeypot`. */
export const HoneypotFilled: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const website = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(website).not.toBeNull();
    await expect(website).toHaveAttribute("tabindex", "-1");
    await expect(website).toHaveAttribute("autocomplete", "off");
    await expect(website?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
    if (website) await userEvent.type(website, "https://cheap-seo.example");
    await fillIn(canvas, userEvent);
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      honeypot: "https://cheap-seo.example",
      startedAt: SHOWN_AT,
    });
  },
};
