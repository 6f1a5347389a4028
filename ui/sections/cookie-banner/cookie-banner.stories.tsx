import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { cookieBannerCopy } from "../../../pages/content";
import { CookieBanner } from "./cookie-banner";

const meta = {
  title: "Sections/CookieBanner",
  component: CookieBanner,
  parameters: { layout: "fullscreen" },
  args: {
    copy: cookieBannerCopy,
    policyHref: "/privacy-policy",
    onAccept: fn(),
    onDecline: fn(),
    fallbackFocus: () => document.getElementById("story-main"),
  },
  decorators: [
    (Story) => (
      <div className="min-h-[70vh] p-6">
        <button type="button" className="rounded-lg border border-border px-3 py-2 text-sm">
          A control on the page
        </button>
        <Story />
        <main id="story-main" tabIndex={-1} aria-label="Page content" className="mt-6 text-sm">
          The page goes on here.
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner at the bottom of the page, Accept and Decline side by side. */
export const Default: Story = {};

/** A labelled region at the bottom; Accept reports once and Decline is untouched. */
export const Accept: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
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
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard: reachable with Tab, not a trap (Shift+Tab leads back to the page), operable with Enter, and after
 * the choice focus goes back to where it came from, never to <body>.
 */
export const Keyboard: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    const pageControl = canvas.getByRole("button", { name: "A control on the page" });
    pageControl.focus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Privacy policy" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Decline" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Accept" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(pageControl).toHaveFocus();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(pageControl).toHaveFocus();
  },
};

/** Focus that came from nowhere on the page (the banner reached first) goes to the page's main content after a choice. */
export const FocusFallback: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    canvas.getByRole("button", { name: "Accept" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("main", { name: "Page content" })).toHaveFocus();
  },
};

/** Opened by the visitor ('Cookie Settings'): the banner takes focus, announced by its name, and hands it back after. */
export const OpenedByVisitor: Story = {
  args: { focusOnShow: true },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** What OpenedByVisitor shows, checked. */
export const OpenedByVisitorChecks: Story = {
  ...OpenedByVisitor,
  tags: ["test-case", "!autodocs"],
  parameters: { ...OpenedByVisitor.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const banner = canvas.getByRole("region", { name: "Cookie consent" });
    await waitFor(() => expect(banner).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Privacy policy" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("main", { name: "Page content" })).toHaveFocus();
  },
};

/**
 * While shown, the document keeps a bottom scroll padding (and bottom padding) equal to the banner's
 * height: every control the visitor tabs to on a long page, the last one included, is scrolled clear of the
 * banner, never hidden behind it.
 */
export const NeverHidesFocus: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <>
      <ol className="grid gap-24 p-6">
        {Array.from({ length: 20 }, (_, index) => (
          <li key={index}>
            <button type="button" className="rounded-lg border border-border px-3 py-2 text-sm">
              Page control {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <CookieBanner {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const banner = canvas.getByRole("region", { name: "Cookie consent" });
    const height = `${banner.getBoundingClientRect().height}px`;
    await waitFor(() => expect(getComputedStyle(document.documentElement).scrollPaddingBottom).toBe(height));
    // The end of the page can scroll clear of the banner too.
    await expect(getComputedStyle(document.documentElement).paddingBottom).toBe(height);
    // Set as the root's own properties only: an inherited custom property would restyle every element of the page.
    await expect([...document.documentElement.style].sort()).toEqual(["padding-bottom", "scroll-padding-bottom"]);
    canvas.getByRole("button", { name: "Page control 1" }).focus();
    for (let index = 2; index <= 20; index += 1) {
      await userEvent.tab();
      const control = canvas.getByRole("button", { name: `Page control ${index}` });
      await expect(control).toHaveFocus();
      await expect(control.getBoundingClientRect().bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().top);
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  },
};

/** Accept and Decline carry equal weight: same variant, same size, same width. */
export const EqualWeight: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas }) => {
    const accept = canvas.getByRole("button", { name: "Accept" });
    const decline = canvas.getByRole("button", { name: "Decline" });
    await expect(accept.dataset.variant).toBe(decline.dataset.variant);
    await expect(accept.dataset.size).toBe(decline.dataset.size);
    await expect(accept.getBoundingClientRect().width).toBe(decline.getBoundingClientRect().width);
  },
};

/**
 * On a phone the banner is two short lines above its buttons, at most 104 px: at 134 px it hid the hero's voice demo
 * on the first screen. Its words still say what is measured and that nothing is without consent.
 */
export const CompactOnPhones: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } }, // the picture is Default's on a phone
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toHaveTextContent("Cookies on Parley. We use analytics cookies only if you accept.");
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(104);
  },
};
