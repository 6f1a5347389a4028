import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { demoDetailsContent } from "../../../pages/content";
import type { SubmitResult } from "../../lib/submit-result";
import { DemoDetailsDialog, type DemoDetailsDialogProps } from "./demo-details-dialog";

/** Holds `open` like the page does, so a successful submit really closes the dialog. */
function ControlledDialog({ open: initiallyOpen, onOpenChange, ...props }: DemoDetailsDialogProps) {
  const [open, setOpen] = React.useState(initiallyOpen);
  return (
    <DemoDetailsDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: "Sections/DemoDetailsDialog",
  component: DemoDetailsDialog,
  args: {
    copy: demoDetailsContent,
    open: true,
    onOpenChange: fn(),
    onSubmit: fn((): Promise<SubmitResult> => Promise.resolve({ ok: true })),
  },
  render: (args) => <ControlledDialog {...args} />,
  // A modal covers the page it opens on: on the docs page each story gets a frame of its own.
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "720px" } } },
} satisfies Meta<typeof DemoDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = { name: "Priya Shah", email: "priya@northlightevents.co.uk", phone: "+44 7700 900123" };

/** The open dialog, once its entrance animation has finished (so it is seen as a person sees it). */
async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", { name: "Before we connect you" });
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return dialog;
}

function fields() {
  return {
    name: screen.getByRole("textbox", { name: /Full name/ }),
    email: screen.getByRole("textbox", { name: /Business email/ }),
    phone: screen.getByRole("textbox", { name: /Phone number/ }),
  };
}

/** Empty, as a first-time caller sees it. */
export const Default: Story = {};

/** It opens empty, with focus in the first field. */
export const OpensEmpty: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    await openDialog();
    const { name, email, phone } = fields();
    for (const input of [name, email, phone]) await expect(input).toHaveValue("");
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** Valid details are submitted trimmed, and `{ ok: true }` closes the dialog. */
export const SubmitsAndCloses: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog();
    const { name, email, phone } = fields();
    await userEvent.type(name, `  ${details.name}`);
    await userEvent.type(email, `${details.email} `);
    await userEvent.type(phone, details.phone);
    await userEvent.click(screen.getByRole("button", { name: "Start Demo Call" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(details);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Submitted empty: all three required messages, on their fields. */
export const Errors: Story = {
  args: {
    initialState: {
      errors: { name: "Name is required", email: "Email is required", phone: "Phone number is required" },
    },
  },
};

/** Submitting it empty reaches that state: nothing is sent and the first invalid field takes focus. */
export const ErrorsOnSubmit: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ userEvent, args }) => {
    await openDialog();
    const { name, email, phone } = fields();
    await userEvent.click(screen.getByRole("button", { name: "Start Demo Call" }));
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(email).toHaveAccessibleDescription("Email is required");
    await expect(phone).toHaveAccessibleDescription("Phone number is required");
    for (const input of [name, email, phone]) await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An address that is not a simple something@domain.tld: 'Please enter a valid email address'. */
export const InvalidEmail: Story = {
  args: {
    initialState: {
      values: { ...details, email: "priya@northlight" },
      errors: { email: "Please enter a valid email address" },
    },
  },
};

/** Submitting such an address reaches that state, with focus on the address. */
export const InvalidEmailOnSubmit: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ userEvent, args }) => {
    await openDialog();
    const { name, email, phone } = fields();
    await userEvent.type(name, details.name);
    await userEvent.type(email, "priya@northlight");
    await userEvent.type(phone, details.phone);
    await userEvent.click(screen.getByRole("button", { name: "Start Demo Call" }));
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(email).toHaveFocus();
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each field's error clears as soon as that field is edited; the other errors stay. */
export const ErrorsClearOnEdit: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ userEvent, args }) => {
    await openDialog();
    const { name, email, phone } = fields();
    await userEvent.click(screen.getByRole("button", { name: "Start Demo Call" }));
    await expect(screen.getByText("Name is required")).toBeVisible();

    await userEvent.type(name, "P");
    await expect(screen.queryByText("Name is required")).toBeNull();
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(screen.getByText("Email is required")).toBeVisible();
    await expect(screen.getByText("Phone number is required")).toBeVisible();

    await userEvent.type(email, "p");
    await expect(screen.queryByText("Email is required")).toBeNull();
    await expect(screen.getByText("Phone number is required")).toBeVisible();

    await userEvent.type(phone, "0");
    await expect(screen.queryByText("Phone number is required")).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: fields disabled, 'Submitting...', and the dialog cannot be closed. */
export const Submitting: Story = {
  args: { initialState: { values: details, pending: true } },
};

/** While a submit is pending neither Escape, Cancel, the close button nor the overlay closes it. */
export const SubmittingCannotClose: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onSubmit: fn(() => new Promise<SubmitResult>(() => {})) },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog();
    const { name, email, phone } = fields();
    await userEvent.type(name, details.name);
    await userEvent.type(email, details.email);
    await userEvent.type(phone, details.phone);
    await userEvent.click(screen.getByRole("button", { name: "Start Demo Call" }));

    const submitting = await screen.findByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    for (const input of [name, email, phone]) await expect(input).toBeDisabled();
    await expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await expect(screen.getByRole("button", { name: "Close" })).toBeDisabled();

    await userEvent.keyboard("{Escape}");
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    if (overlay) await userEvent.click(overlay);
    await expect(dialog).toBeInTheDocument();
    await expect(name).toHaveValue(details.name);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The save failed: the dialog stays open with everything typed and shows why. */
export const Failed: Story = {
  args: {
    initialState: { values: details, formMessage: "We could not save your details just now. Please try again." },
  },
};

/** A failed save reaches that state and can be submitted again. */
export const FailedOnSubmit: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    onSubmit: fn((): Promise<SubmitResult> =>
      Promise.resolve({ ok: false, message: "We could not save your details just now. Please try again." }),
    ),
  },
  play: async ({ userEvent, args }) => {
    await openDialog();
    const { name, email, phone } = fields();
    await userEvent.type(name, details.name);
    await userEvent.type(email, details.email);
    await userEvent.type(phone, details.phone);
    await userEvent.click(screen.getByRole("button", { name: "Start Demo Call" }));

    await expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not save your details just now. Please try again.",
    );
    await expect(screen.getByRole("dialog")).toBeInTheDocument();
    await expect(name).toHaveValue(details.name);
    await expect(email).toHaveValue(details.email);
    await expect(phone).toHaveValue(details.phone);
    await expect(name).toBeEnabled();
    await expect(screen.getByRole("button", { name: "Start Demo Call" })).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server rejected one field: its message shows on that field, which takes focus. */
export const FieldRejected: Story = {
  tags: ["test-case", "!autodocs"],
  args: {
    onSubmit: fn((): Promise<SubmitResult> =>
      Promise.resolve({ ok: false, fieldErrors: { phone: "Please enter a UK or international number" } }),
    ),
  },
  play: async ({ userEvent }) => {
    await openDialog();
    const { name, email, phone } = fields();
    await userEvent.type(name, details.name);
    await userEvent.type(email, details.email);
    await userEvent.type(phone, "000 0000"); // passes the shared rules; the server still refuses it
    await userEvent.click(screen.getByRole("button", { name: "Start Demo Call" }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription("Please enter a UK or international number"));
    await expect(phone).toHaveFocus();
  },
};
