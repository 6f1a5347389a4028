import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { notify } from "./notify";
import { Toaster } from "./toaster";

/** A save the story finishes on demand, so the promise toast's stages are driven by clicks, not by timers. */
function deferred() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

let pendingSave = deferred();

/** The toasts a story shows as it opens, without a click, so its docs page and screenshots show them. */
type ShownToast = "success" | "error" | "message" | "loading";

/** Kept on screen until dismissed (no timer), so the state holds still for review and for screenshots. */
const stays = { duration: Number.POSITIVE_INFINITY };
const raise: Record<ShownToast, () => void> = {
  success: () => notify.success("Successfully subscribed to newsletter!", stays),
  error: () => notify.error("Failed to subscribe. Please try again.", stays),
  message: () => notify.message("Your workshop slot is held for 24 hours", stays),
  loading: () => notify.loading("Saving your details...", stays),
};

function ShownOnOpen({ toasts }: { toasts: readonly ShownToast[] }) {
  const raised = React.useRef(false);
  React.useEffect(() => {
    // Once per mount, Strict Mode's second effect run included; the story is keyed on the list, so a new list
    // from the Controls panel remounts it and replaces the stack.
    if (raised.current) return;
    raised.current = true;
    notify.dismiss();
    for (const kind of toasts) raise[kind]();
  }, [toasts]);
  return null;
}

type StoryArgs = React.ComponentProps<typeof Toaster> & { toasts?: readonly ShownToast[] };

const meta = {
  title: "UI/Toaster",
  component: Toaster,
  // Sonner keeps its queue in module state: start and end every story with no toasts.
  beforeEach: () => {
    notify.dismiss();
    pendingSave = deferred();
    return () => {
      notify.dismiss();
    };
  },
  decorators: [
    (Story) => (
      <div className="min-h-72">
        <Story />
      </div>
    ),
  ],
  args: { toasts: [] },
  argTypes: {
    toasts: {
      control: "inline-check",
      options: ["success", "error", "message", "loading"],
      description: "Toasts raised as the story opens (story only).",
    },
  },
  // Toasts are fixed to the window: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: "360px" } } },
  render: ({ toasts = [], ...args }) => (
    <>
      <ShownOnOpen key={toasts.join()} toasts={toasts} />
      <Toaster {...args} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => notify.success("Successfully subscribed to newsletter!")}>Subscribe</Button>
        <Button variant="outline" onClick={() => notify.error("Failed to subscribe. Please try again.")}>
          Fail to subscribe
        </Button>
        <Button variant="outline" onClick={() => notify.message("Your workshop slot is held for 24 hours")}>
          Hold a slot
        </Button>
        <Button variant="outline" onClick={() => notify.loading("Saving your details...")}>
          Start saving
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            notify.promise(pendingSave.promise, {
              loading: "Saving your estimate...",
              success: "ROI estimate saved! You'll receive updates on AI automation insights.",
              error: "Failed to save your email. Please try again.",
            })
          }
        >
          Save estimate
        </Button>
        <Button variant="ghost" onClick={() => pendingSave.settle()}>
          Finish saving
        </Button>
      </div>
    </>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons the other stories press; press one to see its toast top-right, in the polite notifications region. */
export const Default: Story = {};

/** Where the stack sits and how it piles up, to try in the Controls panel: press a button to raise a toast. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { position: "top-right", expand: false },
  argTypes: {
    position: {
      control: "select",
      options: ["top-left", "top-center", "top-right", "bottom-left", "bottom-center", "bottom-right"],
    },
    expand: { control: "boolean" },
  },
};

/** A success toast is announced politely and leaves by itself after its 2 s. */
export const SuccessToast: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    const toast = await screen.findByText("Successfully subscribed to newsletter!");
    const region = screen.getByRole("region", { name: /Notifications/ });
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toContainElement(toast);
    const shownAt = performance.now();
    await waitFor(() => expect(screen.queryByText("Successfully subscribed to newsletter!")).toBeNull(), {
      timeout: 6000,
    });
    // Gone by itself, and not before its 2 s were up.
    await expect(performance.now() - shownAt).toBeGreaterThan(1500);
  },
};

/** Success: a polite status that leaves by itself after 5 s (kept here until closed). */
export const Success: Story = {
  args: { toasts: ["success"] },
};

/** Error: announced at once as an alert; stays 5 s unless closed with its close button. */
export const Failure: Story = {
  name: "Error",
  args: { toasts: ["error"] },
};

/** An error toast is an alert, and its close button removes it. */
export const ErrorCloses: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Fail to subscribe" }));
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to subscribe. Please try again.");
    await userEvent.click(screen.getByRole("button", { name: "Close toast" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  },
};

/** A plain message (5 s). */
export const Message: Story = {
  args: { toasts: ["message"] },
};

/** Loading: stays until the work settles; no close button while it runs. */
export const Loading: Story = {
  args: { toasts: ["loading"] },
};

/** A loading toast has no close button. */
export const LoadingHasNoClose: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start saving" }));
    await expect(await screen.findByText("Saving your details...")).toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: "Close toast" })).toBeNull();
  },
};

/** Promise: one toast goes from "Saving…" to the success text when the save resolves. */
export const Settling: Story = {
  name: "Promise",
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save estimate" }));
    await expect(await screen.findByText("Saving your estimate...")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Finish saving" }));
    await expect(
      await screen.findByText("ROI estimate saved! You'll receive updates on AI automation insights."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Saving your estimate...")).toBeNull());
  },
};

/** Several at once: sonner stacks them; hovering or focusing the stack spreads it out. */
export const Stack: Story = {
  args: { toasts: ["loading", "message", "error"] },
};

/** Three clicks stack three toasts, the error among them as an alert. */
export const StackByClicks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start saving" }));
    await userEvent.click(canvas.getByRole("button", { name: "Hold a slot" }));
    await userEvent.click(canvas.getByRole("button", { name: "Fail to subscribe" }));
    await expect(await screen.findByRole("alert")).toBeInTheDocument();
    await expect(screen.getAllByRole("listitem")).toHaveLength(3);
  },
};
