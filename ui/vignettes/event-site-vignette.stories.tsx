import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { eventSiteVignette } from "../../pages/content/vignettes";
import { EventSiteVignette } from "./event-site-vignette";

/**
 * An event's website on a phone: the header, the agenda and a Register button at the foot of the screen, with how fast it loads. A picture of the service's result, drawn in HTML and CSS: put it beside the text that sells that service, where a page goes deeper than home's picture of the moment itself.
 * One image to assistive technology, named by its copy's `label`; nothing in it moves.
 */
const meta = {
  title: "UI/Vignettes/EventSiteVignette",
  component: EventSiteVignette,
  parameters: { layout: "centered" },
  args: { copy: eventSiteVignette },
} satisfies Meta<typeof EventSiteVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside its section's text: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: eventSiteVignette.label })).toBeVisible();
  },
};
