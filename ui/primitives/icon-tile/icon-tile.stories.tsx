import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bot, CalendarCheck, Mail, Mic, ShieldCheck, Sparkles } from "lucide-react";
import { expect } from "storybook/test";
import { StoryState } from "../../../.storybook/story-state";
import { IconTile } from "./icon-tile";

const meta = {
  title: "UI/IconTile",
  component: IconTile,
  args: { icon: Bot },
  argTypes: { icon: { table: { disable: true } } },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Soft vermilion, the size of a card in a grid: the usual head of a feature card. */
export const Default: Story = {};

/** Every option of the tile, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { tone: "secondary", size: "md" },
  argTypes: {
    tone: { control: "inline-radio", options: ["secondary", "accent", "muted"] },
    size: { control: "inline-radio", options: ["md", "lg"] },
  },
};

/** Large, for the few cards that lead a section (the services, the paths). */
export const Large: Story = { args: { size: "lg", icon: Mic } };

/** Apricot, for promises and results. */
export const Accent: Story = { args: { tone: "accent", icon: ShieldCheck } };

/** Quiet grey, for problems before their answer. */
export const Muted: Story = { args: { tone: "muted", icon: Mail } };

/** Decoration only: assistive technology skips it, so the text beside it carries the meaning. */
export const Hidden: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <button type="button" className="flex items-center gap-3">
      <IconTile {...args} />
      Website chatbots
    </button>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("[data-slot=icon-tile]")).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getByRole("button")).toHaveAccessibleName("Website chatbots");
  },
};

/** Every tone at both sizes. */
export const All: Story = {
  render: () => (
    <div className="grid gap-6">
      {(["md", "lg"] as const).map((size) => (
        <StoryState key={size} label={size === "md" ? "Medium" : "Large"}>
          <div className="flex gap-3">
            <IconTile size={size} tone="secondary" icon={Sparkles} />
            <IconTile size={size} tone="accent" icon={CalendarCheck} />
            <IconTile size={size} tone="muted" icon={Mail} />
          </div>
        </StoryState>
      ))}
    </div>
  ),
};
