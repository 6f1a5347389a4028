import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { journeyVignette } from "../../pages/content/vignettes";
import { JourneyVignette } from "./journey-vignette";

/**
 * One lead's path across the four services on one timeline, ending in the meeting it booked. A picture of the service at work, drawn in HTML, CSS and SVG: put it beside the text it illustrates.
 * One image to assistive technology, named by its copy's `label`.
 */
const meta = {
  title: "UI/Vignettes/JourneyVignette",
  component: JourneyVignette,
  parameters: { layout: "centered" },
  args: { copy: journeyVignette },
} satisfies Meta<typeof JourneyVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside a page's heading: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: journeyVignette.label })).toBeVisible();
  },
};
