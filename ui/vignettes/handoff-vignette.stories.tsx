import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { handoffVignette } from "../../pages/content/vignettes";
import { HandoffVignette } from "./handoff-vignette";

/**
 * The lead card a chatbot hands to the CRM and the sales lead after a chat: who, what event, headcount, budget and date, how well they qualify, the call booked and the CRM it synced to. A picture of the service's result, drawn in HTML and CSS: put it beside the text that sells that service, where a page goes deeper than home's picture of the moment itself.
 * One image to assistive technology, named by its copy's `label`; nothing in it moves.
 */
const meta = {
  title: "UI/Vignettes/HandoffVignette",
  component: HandoffVignette,
  parameters: { layout: "centered" },
  args: { copy: handoffVignette },
} satisfies Meta<typeof HandoffVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside its section's text: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: handoffVignette.label })).toBeVisible();
  },
};
