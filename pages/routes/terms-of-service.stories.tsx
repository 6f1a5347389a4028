import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { site } from "../content";
import type { RoutePreview } from "./route-story";
import { expectPageShell, routeStoryMeta } from "./route-story";

const meta = {
  title: "Pages/TermsOfService",
  ...routeStoryMeta("/terms-of-service"),
} satisfies Meta<typeof RoutePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /terms-of-service: static sections, today's date as last updated, the support mail link. */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expectPageShell(canvas, { h1: "Terms of service", title: "Terms of service | Parley" });
    await expect(await canvas.findByText("2 March 2026")).toHaveAttribute("dateTime", "2026-03-02");
    await expect(canvas.getByRole("heading", { level: 2, name: "8. Governing law" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
  },
};
