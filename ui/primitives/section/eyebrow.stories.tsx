import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarCheck } from "lucide-react";
import { expect, within } from "storybook/test";
import { backgroundBehind, contrastRatio } from "../../../.storybook/contrast";
import { Eyebrow } from "./eyebrow";
import { SectionHeader } from "./section-header";

const meta = {
  title: "UI/Eyebrow",
  component: Eyebrow,
  args: { children: "For event planners" },
} satisfies Meta<typeof Eyebrow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On paper: the label in ink, opened by the brand's sound wave in vermilion. */
export const Default: Story = {};

/** Every option of the label, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { tone: "default", as: "p" },
  argTypes: {
    tone: { control: "inline-radio", options: ["default", "inverse", "brand"] },
    as: { control: "inline-radio", options: ["p", "h2"] },
    children: { control: "text" },
  },
};

/** On each of the three grounds a section can have, and with an icon in the wave's place. */
export const Tones: Story = {
  render: (args) => (
    <div className="grid max-w-md gap-px overflow-hidden rounded-xl">
      <div className="bg-background p-6">
        <Eyebrow {...args} />
      </div>
      <div className="bg-inverse p-6">
        <Eyebrow {...args} tone="inverse">
          For agencies
        </Eyebrow>
      </div>
      <div className="bg-primary p-6">
        <Eyebrow {...args} tone="brand" icon={<CalendarCheck aria-hidden="true" className="size-4" />}>
          Free workshop
        </Eyebrow>
      </div>
    </div>
  ),
};

/**
 * Every label reads at 4.5:1 or better on its ground; the wave is hidden from screen readers (the label is the words);
 * in a centred header the label is centred with the heading, not left at the start of the line.
 */
export const ReadableAndCentredChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <div className="grid gap-10">
      {Tones.render!(args, {} as never)}
      <SectionHeader headingId="centred" align="center" eyebrow="Pricing" title="Start with one event" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const labels = canvasElement.querySelectorAll<HTMLElement>('[data-slot="section-eyebrow"]');
    await expect(labels).toHaveLength(4);
    for (const label of labels) {
      const ratio = contrastRatio(getComputedStyle(label).color, backgroundBehind(label));
      await expect(ratio, label.textContent ?? "").toBeGreaterThanOrEqual(4.5);
    }
    await expect(canvasElement.querySelectorAll('[data-slot="section-eyebrow-wave"][aria-hidden="true"]')).toHaveLength(
      3,
    );
    const header = canvas.getByRole("heading", { name: "Start with one event" }).closest("header")!;
    const label = within(header).getByText("Pricing").getBoundingClientRect();
    const box = header.getBoundingClientRect();
    await expect(Math.abs(label.left - box.left - (box.right - label.right))).toBeLessThanOrEqual(1);
  },
};
