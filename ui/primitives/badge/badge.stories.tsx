import type { Meta, StoryObj } from "@storybook/react-vite";
import { Sparkles } from "lucide-react";
import { Badge } from "./badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Most chosen" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stamp vermilion: the strongest emphasis. */
export const Default: Story = {};

/** Every option of the badge, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { variant: "default", size: "sm" },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "secondary", "outline", "accent", "inverse"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    children: { control: "text" },
  },
};

/** Soft vermilion, for categories. */
export const Secondary: Story = { args: { variant: "secondary", children: "Event venues" } };

/** Bordered, the quietest. */
export const Outline: Story = { args: { variant: "outline", children: "UK GDPR ready" } };

/** Apricot, the brand's second colour: a tag that should warm a card without competing with its action. */
export const Accent: Story = {
  args: {
    variant: "accent",
    children: (
      <>
        <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-foreground motion-safe:animate-pulse" />
        Live
      </>
    ),
  },
};

/** On an ink band. */
export const Inverse: Story = {
  args: {
    variant: "inverse",
    children: (
      <>
        <Sparkles aria-hidden="true" /> AI automation for events
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-inverse p-6">
        <Story />
      </div>
    ),
  ],
};

/** Every variant side by side. */
export const All: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge {...args}>Most chosen</Badge>
      <Badge {...args} variant="secondary">
        Event venues
      </Badge>
      <Badge {...args} variant="outline">
        UK GDPR ready
      </Badge>
      <Badge {...args} variant="accent">
        Live
      </Badge>
      <span className="rounded-lg bg-inverse p-2">
        <Badge {...args} variant="inverse">
          AI automation for events
        </Badge>
      </span>
    </div>
  ),
};
