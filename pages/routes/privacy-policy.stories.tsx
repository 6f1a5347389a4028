import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { site } from "../content";
import type { RoutePreview } from "./route-story";
import { expectPageShell, routeStoryMeta, storyToday } from "./route-story";

const meta = {
  title: "Pages/PrivacyPolicy",
  ...routeStoryMeta("/privacy-policy"),
} satisfies Meta<typeof RoutePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /privacy-policy: static sections with a contents list, today's date as last updated, the support mail link. */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expectPageShell(canvas, { h1: "Privacy policy", title: "Privacy policy | Parley" });
    // The story's clock is pinned to 2 March 2026; the browser's locale here is en-GB.
    const date = await canvas.findByText("2 March 2026");
    await expect(date.tagName).toBe("TIME");
    await expect(date).toHaveAttribute("dateTime", "2026-03-02");
    await expect(storyToday.getDate()).toBe(2);
    const contents = within(canvas.getByRole("navigation", { name: "On this page" }));
    await expect(contents.getByRole("link", { name: "8. Your rights" })).toHaveAttribute("href", "#your-rights");
    await expect(canvas.getByRole("heading", { level: 2, name: "8. Your rights" })).toBeVisible();
    await expect(canvas.getByText(/Information Commissioner's Office \(ICO\)/)).toBeVisible();
    // The closing line's link (the text's own mention of the address is a link too).
    await expect(canvas.getAllByRole("link", { name: site.supportEmail }).at(-1)).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
  },
};

/** On the real clock the date is the visitor's today in their locale, never the day the page was built. */
export const VisitorsToday: Story = {
  tags: ["test-case", "!autodocs"],
  args: { now: () => new Date() },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Privacy policy" });
    const today = new Date();
    const expected = today.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
    await waitFor(() => expect(canvas.getByText(expected).tagName).toBe("TIME"));
  },
};
