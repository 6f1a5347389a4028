import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { cookieBannerCopy } from "../../../pages/content";
import { CookieBanner } from "./cookie-banner";

const meta = {
  title: "Sections/CookieBanner",
  component: CookieBanner,
  parameters: { layout: "fullscreen" },
  args: { copy: cookieBannerCopy, policyHref: "/privacy-policy", onAccept: fn(), onDecline: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-[70vh] p-6">
        <button type="button" className="rounded-lg border border-border px-3 py-2 text-sm">
          A control on the page
        </button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled region at the bottom; Accept reports once and Decline is untouched. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const banner = canvas.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** Decline reports once; Accept is untouched. */
export const Decline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Keyboard: reachable with Tab, operable with Enter, and not a trap (Tab moves on past it, back to the page). */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const pageControl = canvas.getByRole("button", { name: "A control on the page" });
    pageControl.focus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Read our privacy policy" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Decline" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Accept" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(pageControl).toHaveFocus();
  },
};

/** Accept and Decline carry equal weight: same variant, same size, same width. */
export const EqualWeight: Story = {
  play: async ({ canvas }) => {
    const accept = canvas.getByRole("button", { name: "Accept" });
    const decline = canvas.getByRole("button", { name: "Decline" });
    await expect(accept.dataset.variant).toBe(decline.dataset.variant);
    await expect(accept.dataset.size).toBe(decline.dataset.size);
    await expect(accept.getBoundingClientRect().width).toBe(decline.getBoundingClientRect().width);
  },
};
