import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { registrationVignette } from "../../pages/content/vignettes";
import { RegistrationVignette } from "./registration-vignette";

/**
 * An event's registration page filling up. A picture of the service at work, drawn in HTML and CSS: put it beside the text that sells that service.
 * One image to assistive technology, named by its copy's `label`; it moves only when the visitor allows motion.
 */
const meta = {
  title: "UI/Vignettes/RegistrationVignette",
  component: RegistrationVignette,
  parameters: { layout: "centered" },
  args: { copy: registrationVignette },
} satisfies Meta<typeof RegistrationVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside its section's text: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: registrationVignette.label })).toBeVisible();
  },
};
