import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Perforation } from "./event-pass";

/**
 * Parley's one drawn motif, the event pass: a ticket's or a badge's perforated stub. Use it
 * sparingly, where the thing on screen really is a pass (a client's badge, a package's ticket, the guarantees that
 * come with it); never as a divider between unrelated content.
 */
const meta = {
  title: "UI/EventPass",
  component: Perforation,
  args: { orientation: "horizontal", cutout: "background" },
  decorators: [
    (Story) => (
      <div className="max-w-sm bg-background p-8">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="overflow-hidden rounded-2xl border bg-card px-6 text-card-foreground shadow-1">
      <p className="py-6 font-display text-xl font-semibold">Growth</p>
      <Perforation {...args} className="-mx-6" />
      <p className="py-6 font-display text-3xl font-semibold">$2,500-$5,000</p>
    </div>
  ),
} satisfies Meta<typeof Perforation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket: the package above the tear line, its price on the stub below. */
export const Default: Story = {};

/** Every option of the tear line, to try in the Controls panel. */
export const Playground: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: {
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    cutout: { control: "inline-radio", options: ["background", "muted", "primary", "inverse"] },
  },
};

/** Upright, between passes set side by side (the guarantees strip). */
export const Vertical: Story = {
  args: { orientation: "vertical" },
  render: (args) => (
    <div className="flex overflow-hidden rounded-2xl border bg-card py-6 text-sm font-semibold shadow-1">
      <p className="flex-1 px-6">30-Day Money-Back</p>
      <Perforation {...args} className="-my-6" />
      <p className="flex-1 px-6">Cancel Anytime</p>
    </div>
  ),
};

/** A delegate badge with its tear line, on the vermilion band. */
export const Badge: Story = {
  args: { cutout: "primary" },
  decorators: [
    (Story) => (
      <div className="bg-primary p-8">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="max-w-xs overflow-hidden rounded-2xl bg-card px-6 pt-4 text-card-foreground shadow-3">
      <p className="py-6 font-display text-xl font-semibold">Aisha Rahman</p>
      <Perforation {...args} className="-mx-6" />
      <p className="py-5 text-sm text-muted-foreground">Head of Events</p>
    </div>
  ),
};

/** Decoration only: the tear line and the slot are hidden from assistive technology. */
export const Hidden: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=perforation]")).toHaveAttribute("aria-hidden", "true");
  },
};
