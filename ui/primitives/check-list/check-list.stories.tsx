import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleCheck } from "lucide-react";
import { expect } from "storybook/test";
import { backgroundBehind, contrastRatio } from "../../../.storybook/contrast";
import { CheckList } from "./check-list";
import { TickDisc } from "./tick-disc";

const meta = {
  title: "UI/CheckList",
  component: CheckList,
  args: {
    items: [
      "A 30-minute call with a senior automation consultant",
      "Your three most repetitive enquiries mapped to an assistant",
      "A written plan with costs and a timeline",
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body text with 20 px ticks: a list a screen reader reads as three items, the ticks left out. */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "A 30-minute call with a senior automation consultant",
      "Your three most repetitive enquiries mapped to an assistant",
      "A written plan with costs and a timeline",
    ]);
    for (const item of items) await expect(item.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** The list's size and spacing, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { size: "md", spacing: "default" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md"] },
    spacing: { control: "inline-radio", options: ["default", "tight"] },
    items: { control: "object" },
    icon: { table: { disable: true } },
  },
};

/** Small print with 16 px ticks, as in the pricing cards. */
export const Small: Story = { args: { size: "sm" } };

/** Another tick, as beside the contact form. */
export const CircledTicks: Story = { args: { icon: CircleCheck } };

/** Mint ticks on the ink band. */
export const Inverse: Story = {
  args: { tone: "inverse" },
  decorators: [
    (Story) => (
      <div className="rounded-2xl bg-inverse p-6 text-inverse-foreground">
        <Story />
      </div>
    ),
  ],
};

/**
 * TickDisc, the bold tick in a disc for one point rather than a list: `accent` beside a solved problem (Challenges),
 * `soft` in a table cell (the package matrix). The meaning is in the text beside it; the disc itself is hidden.
 */
export const TickDiscs: Story = {
  render: () => (
    <ul className="grid gap-3">
      <li className="flex items-start gap-3">
        <TickDisc className="mt-0.5" />
        <span>A registration assistant on every page</span>
      </li>
      <li className="flex items-start gap-3">
        <TickDisc tone="soft" className="mt-0.5" />
        <span>Included in Growth</span>
      </li>
    </ul>
  ),
};

/** What TickDiscs shows, checked: each disc is decoration, and its tick reaches 3:1 on its disc. */
export const TickDiscsChecks: Story = {
  ...TickDiscs,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const discs = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="tick-disc"]')];
    await expect(discs).toHaveLength(2);
    for (const disc of discs) {
      await expect(disc).toHaveAttribute("aria-hidden", "true");
      const tick = getComputedStyle(disc.querySelector("svg")!).color;
      await expect(contrastRatio(tick, backgroundBehind(disc))).toBeGreaterThanOrEqual(3);
    }
  },
};
