import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { revealNavLinks } from "../../ui/sections/site-nav/testing";
import type { RoutePreview } from "./route-story";
import { expectPageShell, navGroundChecks, routeStoryMeta } from "./route-story";

const meta = {
  title: "Pages/Home",
  ...routeStoryMeta("/"),
} satisfies Meta<typeof RoutePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/`: the real home page inside the chrome; the hero headline is its h1 and Home is the current page. */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expectPageShell(canvas, {
      h1: "Turn Conversations Into Meetings",
      title: "AI automation for event planners and agencies | Parley",
    });
    await expect(canvas.getByRole("link", { name: "Home", hidden: true })).toHaveAttribute("aria-current", "page");
  },
};

/** Home on the home page scrolls back to the top. */
export const HomeLinkScrollsToTop: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 600, behavior: "instant" });
    await revealNavLinks(canvas, userEvent);
    await userEvent.click(canvas.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 5000 });
  },
};

/** The fixed bar is ink while the hero is under it, paper once the hero's foot has passed under the bar. */
export const NavOnInkOverTheHeroChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: navGroundChecks(true),
};
