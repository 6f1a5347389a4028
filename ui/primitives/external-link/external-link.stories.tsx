import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowUpRight } from "lucide-react";
import { expect } from "storybook/test";
import { newTabHint, site } from "../../../pages/content/site";
import { Button } from "../button";
import { ExternalLink } from "./external-link";

/**
 * A link to another site that opens in a new tab and tells screen-reader users so ("Book a call (opens in a new
 * tab)"). Use it for the booking page, social profiles and any other site. Don't use it for the site's own pages:
 * those open in place with the router's link. Put it inside `Button asChild` for a button-styled link.
 */
const meta = {
  title: "UI/ExternalLink",
  component: ExternalLink,
  args: {
    href: site.bookingHref,
    children: "Book a call",
    newTabHint,
    className: "font-medium text-primary underline underline-offset-4",
  },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text link; the new-tab hint is read by screen readers and not shown. */
export const Default: Story = {};

/** The link's text, address and hint, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: {
    children: { control: "text" },
    href: { control: "text" },
    newTabHint: { control: "text" },
    className: { table: { disable: true } },
  },
};

/** Styled as a button through `Button asChild`; the arrow says "leaves the site" to sighted people. */
export const AsButton: Story = {
  args: { className: undefined },
  render: ({ children, ...args }) => (
    <Button asChild size="lg">
      <ExternalLink {...args}>
        {children}
        <ArrowUpRight aria-hidden="true" />
      </ExternalLink>
    </Button>
  ),
};

/** Opens in a new tab without giving the new page `window.opener`, and its name includes the hint. */
export const NewTabAndName: Story = {
  ...AsButton,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: `Book a call ${newTabHint}` });
    await expect(link).toHaveAttribute("href", site.bookingHref);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(canvas.getByText(newTabHint).getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
