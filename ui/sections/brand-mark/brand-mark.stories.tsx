import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { site } from "../../../pages/content/site";
import { StoryState } from "../../../.storybook/story-state";
import { BrandMark } from "./brand-mark";

/**
 * Parley's mark: a speech wave in the stamp-vermilion tile. Use it beside the word "Parley" (the nav, the footer); it
 * is decorative there, so it is hidden from assistive technology and the word carries the name. Not a button or an
 * icon for actions.
 */
const meta = {
  title: "Sections/BrandMark",
  component: BrandMark,
  parameters: { layout: "centered" },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark at its usual 32 px size. */
export const Default: Story = {};

/** Decorative: hidden from assistive technology (the word beside it carries the name). */
export const HiddenFromAssistiveTech: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("span")).toHaveAttribute("aria-hidden", "true");
  },
};

/** Beside the wordmark on the light nav and the ink footer band. */
export const WithWordmark: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <StoryState label="On the light nav">
        <span className="flex items-center gap-2 rounded-lg bg-background p-3 font-display text-lg font-semibold">
          <BrandMark /> {site.name}
        </span>
      </StoryState>
      <StoryState label="On the ink footer band">
        <span className="flex items-center gap-2 rounded-lg bg-inverse p-3 font-display text-lg font-semibold text-inverse-foreground">
          <BrandMark /> {site.name}
        </span>
      </StoryState>
    </div>
  ),
};
