import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowUpRight } from "lucide-react";
import { expect } from "storybook/test";
import { newTabHint, site } from "../../../pages/content";
import { Button } from "../button";
import { ExternalLink } from "./external-link";

const meta = {
  title: "UI/External Link",
  component: ExternalLink,
  parameters: {
    docs: {
      description: {
        component:
          "A link to another site (the booking page, a social profile) that opens in a new tab, safely (`noopener noreferrer`) and saying so to screen readers.\n\n**Use it for** every link that leaves the site. **Not for** the site's own pages (they open in place).\n\n- **Do** show an arrow icon (↗) beside the text so sighted visitors know too.\n- **Don't** open the site's own pages in a new tab.",
      },
    },
  },
  args: { href: site.bookingUrl, newTabHint, children: "Book Free Workshop" },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare link, styled by its surroundings. */
export const Default: Story = {
  args: { className: "font-medium text-primary underline underline-offset-4" },
};

/** Every option, to try in the Controls panel. */
export const Playground: Story = {
  args: { className: "font-medium text-primary underline underline-offset-4" },
  argTypes: {
    href: { control: "text" },
    newTabHint: { control: "text" },
    children: { control: "text" },
  },
};

/** As a button: `Button asChild` gives it the button's look, the link keeps its behaviour. */
export const AsButton: Story = {
  render: (args) => (
    <Button asChild size="lg">
      <ExternalLink {...args}>
        {args.children}
        <ArrowUpRight aria-hidden="true" />
      </ExternalLink>
    </Button>
  ),
};

/** It opens a new tab without a handle on this one, and its name tells screen readers so. */
export const OpensNewTab: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: `Book Free Workshop ${newTabHint}` });
    await expect(link).toHaveAttribute("href", site.bookingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};
