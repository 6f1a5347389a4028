import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { preloadRoute } from "../shell/route-table";
import type { RoutePreview } from "./route-story";
import { expectPageShell, routeStoryMeta } from "./route-story";

const meta = {
  title: "Pages/NotFound",
  ...routeStoryMeta("/pricing-2023"),
} satisfies Meta<typeof RoutePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown route: a helpful page inside the normal chrome, with the way home and to contact. */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expectPageShell(canvas, { h1: "We couldn't find that page", title: "Page not found | Parley" });
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/#contact");
    await expect(canvas.getByRole("navigation", { name: "Popular pages" })).toBeVisible();
  },
};

/** 'Back to home' leaves the 404 for the home page. */
export const BackToHome: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  // Storybook wraps clicks in act(), where a navigation suspending on code never resumes: the home page's code
  // (with its sections below the fold) is loaded up front, as in NavigatesBetweenPages.
  loaders: [() => preloadRoute("/")],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1 });
    await userEvent.click(canvas.getByRole("link", { name: "Back to home" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Turn Conversations Into Meetings" }),
    ).toBeVisible();
  },
};
