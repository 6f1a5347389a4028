import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { callSummaryVignette } from "../../pages/content/vignettes";
import { CallSummaryVignette } from "./call-summary-vignette";

/**
 * What the team gets after a voice call: its outcome, the recording with the part played, three takeaways and a tick that the assistant said it was an AI. A picture of the service's result, drawn in HTML and CSS: put it beside the text that sells that service, where a page goes deeper than home's picture of the moment itself.
 * One image to assistive technology, named by its copy's `label`; nothing in it moves.
 */
const meta = {
  title: "UI/Vignettes/CallSummaryVignette",
  component: CallSummaryVignette,
  parameters: { layout: "centered" },
  args: { copy: callSummaryVignette },
} satisfies Meta<typeof CallSummaryVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside its section's text: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: callSummaryVignette.label })).toBeVisible();
  },
};
