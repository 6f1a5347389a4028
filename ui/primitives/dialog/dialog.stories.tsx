import type * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { Field } from "../field";
import { Input } from "../input";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

/** The panel's props, and whether the story opens with the dialog already open (the `Dialog` root's `defaultOpen`). */
type StoryArgs = React.ComponentProps<typeof DialogContent> & { open?: boolean };

const meta = {
  title: "UI/Dialog",
  component: DialogContent,
  args: { open: false, busy: false, onEscapeKeyDown: fn(), onPointerDownOutside: fn() },
  argTypes: { open: { control: "boolean", description: "Open the dialog (the root's `defaultOpen`)." } },
  // A modal covers the page it opens on: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: "520px" } } },
  render: ({ open, ...args }) => (
    // Keyed on `open`, so switching the control opens or closes it again.
    <Dialog key={String(open)} defaultOpen={open}>
      <DialogTrigger asChild>
        <Button>Book Free Workshop</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Book a free workshop</DialogTitle>
          <DialogDescription>
            Ninety minutes with our automation team to map the enquiries your planners answer every week.
          </DialogDescription>
        </DialogHeader>
        <Field label="Work email">
          <Input name="email" type="email" autoComplete="email" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button loading={args.busy}>{args.busy ? "Booking..." : "Book workshop"}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed state: a trigger that opens the dialog. */
export const Default: Story = {};

/** The panel's own options, to try in the Controls panel: switch `open` on, or press the trigger. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { busy: false, showCloseButton: true },
  argTypes: {
    busy: { control: "boolean" },
    showCloseButton: { control: "boolean" },
    onEscapeKeyDown: { table: { disable: true } },
    onPointerDownOutside: { table: { disable: true } },
  },
};

/** Opens on click with focus inside, closes on Escape and hands focus back to the trigger. */
export const OpensAndCloses: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: "Book Free Workshop" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Book a free workshop" });
    await expect(dialog).toHaveAccessibleDescription(/Ninety minutes with our automation team/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(screen.getByRole("textbox", { name: "Work email" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await expect(args.onEscapeKeyDown).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open: the overlay dims the page, focus is in the first field. */
export const Open: Story = {
  args: { open: true },
};

/** The close button and Cancel both close it and hand focus back to the trigger. */
export const CloseButtonAndCancel: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Book Free Workshop" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Clicking the overlay closes an idle dialog. */
export const OverlayClick: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Book Free Workshop" }));
    await screen.findByRole("dialog");
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement);
    await expect(args.onPointerDownOutside).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Busy (a save in flight): the action reads 'Booking...', and Cancel and the close button are disabled. */
export const Busy: Story = {
  args: { open: true, busy: true },
};

/** While busy, Escape, an overlay click, the close button and Cancel all leave it open. */
export const BusyCannotClose: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Book Free Workshop" }));
    const dialog = await screen.findByRole("dialog", { name: "Book a free workshop" });
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(dialog).toBeVisible());

    await userEvent.keyboard("{Escape}");
    await expect(args.onEscapeKeyDown).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole("dialog")).toHaveAttribute("data-state", "open");

    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]') as HTMLElement);
    await expect(args.onPointerDownOutside).toHaveBeenCalled();
    await expect(screen.getByRole("dialog")).toHaveAttribute("data-state", "open");

    const close = screen.getByRole("button", { name: "Close" });
    await expect(close).toBeDisabled();
    await userEvent.click(close);
    await expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await expect(screen.getByRole("dialog")).toHaveAttribute("data-state", "open");
    await expect(screen.getByRole("button", { name: "Booking..." })).toHaveAttribute("aria-busy", "true");
  },
};
