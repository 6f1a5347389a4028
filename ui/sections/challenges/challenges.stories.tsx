import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { challengesContent } from "../../../pages/content";
import { Challenges } from "./challenges";

const meta = {
  title: "Sections/Challenges",
  component: Challenges,
  args: challengesContent,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Challenges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four problem/solution pairs; the section is the `#event-automation` target of the path chooser. */
export const Default: Story = {};

/** A region named by its heading, the path chooser's target; each pair reads problem (h3) first, then its fix (h4). */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    const section = canvasElement.querySelector("section");
    await expect(section).toHaveAttribute("id", "event-automation");
    await expect(canvas.getByRole("region", { name: challengesContent.title })).toBe(section);
    const pairs = canvas.getAllByRole("listitem");
    await expect(pairs).toHaveLength(challengesContent.pairs.length);
    // Each pair reads problem first, then its fix.
    const first = within(pairs[0] as HTMLElement);
    const [content] = challengesContent.pairs;
    await expect(first.getByRole("heading", { level: 3 })).toHaveTextContent(
      content?.problemTitle ?? "(missing content)",
    );
    await expect(first.getByRole("heading", { level: 4 })).toHaveTextContent(
      content?.solutionTitle ?? "(missing content)",
    );
  },
};

const [problemLabel, solutionLabel] = [challengesContent.copy.problemLabel, challengesContent.copy.solutionLabel];

/** The text of `label` that is drawn (not visually hidden) inside `root`, counted. */
function drawnCount(root: HTMLElement, label: string): number {
  return [...root.querySelectorAll("p")].filter(
    (p) => p.textContent?.trim() === label && p.getBoundingClientRect().width > 1 && p.checkVisibility(),
  ).length;
}

/**
 * On a laptop the two labels are drawn once, as a key above the pairs, not in every pair. Each pair still names its
 * halves for a screen reader: its labels are only visually hidden, and the key is hidden from assistive technology.
 * Two pairs side by side end on one line.
 */
export const LabelsOnceOnLaptop: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(drawnCount(canvasElement, problemLabel)).toBe(1);
    await expect(drawnCount(canvasElement, solutionLabel)).toBe(1);
    const columns = canvasElement.querySelector('[data-slot="challenge-columns"]');
    await expect(columns).toHaveAttribute("aria-hidden", "true");
    for (const row of canvas.getAllByRole("listitem")) {
      await expect(within(row).getByText(problemLabel)).toBeInTheDocument();
      await expect(within(row).getByText(solutionLabel)).toBeInTheDocument();
    }
    const [first, second] = canvas.getAllByRole("listitem").map((row) => row.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(second!.bottom).toBe(first!.bottom);
  },
};

/** On a phone the pairs stack, so each carries its own labels and the key is not drawn. */
export const LabelsPerRowOnPhone: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const rows = challengesContent.pairs.length;
    await expect(drawnCount(canvasElement, problemLabel)).toBe(rows);
    await expect(drawnCount(canvasElement, solutionLabel)).toBe(rows);
  },
};
