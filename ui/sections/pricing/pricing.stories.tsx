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
 * Phones and tablets: one whole ticket at a time under a Starter / Growth / Pro switcher that opens on the popular
 * package; the arrow keys move the pick, as in any radio group, and the picked package replaces the one shown. The
 * ticket's tear line keeps both notches (no neighbour beside it).
 */
export const OnePackageOnPhone: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const picker = canvas.getByRole("group", { name: "Package to show" });
    const pick = (name: string) => within(picker).getByRole("radio", { name });
    await expect(pick("Growth")).toBeChecked();
    const shown = () =>
      [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="pricing-card"]')]
        .filter((card) => card.checkVisibility())
        .map((card) => card.querySelector("h3")!.textContent);
    await expect(shown()).toEqual(["Growth"]);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="pricing-card"][data-popular]')!;
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(pick("Starter"));
    await expect(shown()).toEqual(["Starter"]);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(pick("Pro")).toBeChecked();
    await expect(shown()).toEqual(["Pro"]);
    const tearLines = [...canvasElement.querySelectorAll('[data-slot="perforation"]')].filter((line) =>
      line.checkVisibility(),
    );
    await expect(tearLines).toHaveLength(1);
    for (const part of ["::before", "::after"])
      await expect(getComputedStyle(tearLines[0]!, part).display).not.toBe("none");
  },
};

/** On a laptop: the three side by side, no switcher, each ticket's tear line with its two notches. */
export const SideBySideChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pricing-picker"]')).not.toBeVisible();
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="pricing-card"]')];
    const tops = cards.map((card) => card.getBoundingClientRect().top);
    await expect(cards.every((card) => card.checkVisibility())).toBe(true);
    await expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(16);
    const lines = [...canvasElement.querySelectorAll('[data-slot="perforation"]')];
    await expect(lines).toHaveLength(3);
    for (const line of lines)
      for (const part of ["::before", "::after"]) await expect(getComputedStyle(line, part).display).not.toBe("none");
  },
};
