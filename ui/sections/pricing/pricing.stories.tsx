import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pricingContent } from "../../../pages/content";
import { Pricing } from "./pricing";

const meta = {
  title: "Sections/Pricing",
  component: Pricing,
  parameters: { layout: "fullscreen" },
  args: pricingContent,
} satisfies Meta<typeof Pricing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three packages, Growth marked 'Most Popular'. */
export const Default: Story = {};

/** Names, prices and the badge in order; every card's link books a call in a new tab and is described by its package. */
export const PackagesAndLinks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="pricing-card"]')];
    const summary = cards.map((card) => ({
      name: within(card).getByRole("heading", { level: 3 }).textContent,
      text: card.textContent,
      popular: within(card).queryByText("Most Popular") !== null,
    }));
    await expect(summary.map(({ name, popular }) => [name, popular])).toEqual([
      ["Starter", false],
      ["Growth", true],
      ["Pro", false],
    ]);
    await expect(summary[0]?.text).toContain("$1,000per event");
    await expect(summary[1]?.text).toContain("$2,500-$5,000one time");
    await expect(summary[2]?.text).toContain("$10,000+one time");

    const links = canvas.getAllByRole("link", { name: /^Choose \w+ \(opens in a new tab\)$/ });
    await expect(links).toHaveLength(3);
    for (const [index, link] of links.entries()) {
      await expect(link).toHaveAttribute("href", args.bookingHref);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(`Choose ${["Starter", "Growth", "Pro"][index]} (opens in a new tab)`);
    }
  },
};

/** No package marked popular: three equal cards (the badge appears only where the flag is set). */
export const NoneHighlighted: Story = {
  args: { packages: pricingContent.packages.map((pkg) => ({ ...pkg, popular: false })) },
};

/** What NoneHighlighted shows, checked. */
export const NoneHighlightedChecks: Story = {
  ...NoneHighlighted,
  tags: ["test-case", "!autodocs"],
  parameters: { ...NoneHighlighted.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    await expect(canvas.queryByText("Most Popular")).toBeNull();
  },
};
