import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { teamVignette } from "../../pages/content/vignettes";
import { TeamVignette } from "./team-vignette";

/**
 * A client rollout as our team runs it: the named people on it and its stages, the current one under way. A picture of the service at work, drawn in HTML, CSS and SVG: put it beside the text it illustrates.
 * One image to assistive technology, named by its copy's `label`.
 */
const meta = {
  title: "UI/Vignettes/TeamVignette",
  component: TeamVignette,
  parameters: { layout: "centered" },
  args: { copy: teamVignette },
} satisfies Meta<typeof TeamVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside a page's heading: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: teamVignette.label })).toBeVisible();
  },
};
