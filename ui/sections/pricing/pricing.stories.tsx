import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
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

/** The three packages, Growth marked 'Most Popular', and under them the line on what each price covers. */
export const Default: Story = {};

/** Names, prices and the badge in order; every card's link opens the booking page in a new tab, named after its package. */
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

/** The note under the packages says what is per event, what is one time and what support after launch costs. */
export const NoteOnUnits: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const note = canvas.getByText(args.note ?? "(no note)");
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(/Starter is priced per event/);
    await expect(note).toHaveTextContent(/Growth and Pro are one-time build fees/);
    await expect(note).toHaveTextContent(/optional: a fixed monthly fee, agreed before you sign/);
    await expect(note).toHaveTextContent(/cancel at any time/);
    // After the packages and their dots, inside the pricing band.
    const list = canvasElement.querySelector('[data-slot="pricing-list"]')!;
    await expect(list.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(note.closest('[data-slot="pricing"]')).not.toBeNull();
  },
};

/** Without `note`: nothing under the packages but their dots (for packages whose periods say it all). */
export const WithoutNote: Story = {
  args: { note: undefined },
};

/** What WithoutNote shows, checked. */
export const WithoutNoteChecks: Story = {
  ...WithoutNote,
  tags: ["test-case", "!autodocs"],
  parameters: { ...WithoutNote.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pricing-note"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="pricing-card"]')).toHaveLength(3);
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

/**
 * Phones and tablets: the row opens on the popular package, whole and centred, its neighbours peeking in equally on
 * both sides, and a dot per package under it marks Growth as the one in view; a dot brings its package to the middle.
 * The tear lines have no notches in the row (neighbours' notches paired up across the gaps).
 */
export const OpensOnPopular: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const dots = canvasElement.querySelector<HTMLElement>('[data-slot="scroll-dots"]')!;
    const notches = [...canvasElement.querySelectorAll('[data-slot="perforation"]')].flatMap((line) =>
      ["::before", "::after"].map((part) => getComputedStyle(line, part).display),
    );
    if (window.matchMedia("(min-width: 64rem)").matches) {
      await expect(dots).not.toBeVisible();
      return;
    }
    await expect(new Set(notches)).toEqual(new Set(["none"]));
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="pricing-list"]')!;
    const popular = list.querySelector<HTMLElement>("[data-popular]")!;
    const dot = (position: number, name: string) =>
      canvas.getByRole("button", { name: `Show ${name} (${position} of 3)` });
    await waitFor(() => expect(dot(2, "Growth")).toHaveAttribute("aria-current", "true"));
    const box = list.getBoundingClientRect();
    const card = popular.getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(box.left);
    await expect(card.right).toBeLessThanOrEqual(box.right);
    await expect(Math.abs(card.left - box.left - (box.right - card.right))).toBeLessThan(2);
    await userEvent.click(dot(1, "Starter"));
    await waitFor(() => expect(dot(1, "Starter")).toHaveAttribute("aria-current", "true"));
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    // The cards share the tallest one's height; the slack sits above the tear line, so every button ends its card.
    for (const item of list.querySelectorAll<HTMLElement>(":scope > li")) {
      const card = item.querySelector<HTMLElement>('[data-slot="card"]')!.getBoundingClientRect();
      const button = item.querySelector<HTMLElement>('[data-slot="pricing-stub"] a')!.getBoundingClientRect();
      await expect(card.bottom - button.bottom).toBeLessThan(40);
    }
  },
};

/** On a laptop, side by side, each ticket's tear line keeps its two notches. */
export const NotchesSideBySideChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const lines = [...canvasElement.querySelectorAll('[data-slot="perforation"]')];
    await expect(lines).toHaveLength(3);
    for (const line of lines)
      for (const part of ["::before", "::after"]) await expect(getComputedStyle(line, part).display).not.toBe("none");
  },
};
