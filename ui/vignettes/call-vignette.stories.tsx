import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { callVignette } from "../../pages/content/vignettes";
import { CallVignette } from "./call-vignette";

/**
 * A voice call with its waveform and live transcript. A picture of the service at work, drawn in HTML and CSS: put it beside the text that sells that service.
 * One image to assistive technology, named by its copy's `label`; it moves only when the visitor allows motion.
 */
const meta = {
  title: "UI/Vignettes/CallVignette",
  component: CallVignette,
  parameters: { layout: "centered" },
  args: { copy: callVignette },
} satisfies Meta<typeof CallVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside its section's text: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: callVignette.label })).toBeVisible();
  },
};

/** The call's timer, checked: set in the text face (Inter) with tabular figures, so it ticks without shifting. */
export const TimerChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const timer = getComputedStyle(canvas.getByText(callVignette.duration));
    await expect(timer.fontFamily).toMatch(/^"Inter Variable"/);
    await expect(timer.fontVariantNumeric).toBe("tabular-nums");
  },
};
