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
 * On a laptop each pair is one row, problem beside fix, with no labels drawn (an outside reviewer read a row of labels
 * above the pairs as tabs that did nothing). Each pair still names its halves for a screen reader.
 */
export const OneRowEachOnLaptop: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(drawnCount(canvasElement, problemLabel)).toBe(0);
    await expect(drawnCount(canvasElement, solutionLabel)).toBe(0);
    const rows = canvas.getAllByRole("listitem");
    for (const row of rows) {
      await expect(within(row).getByText(problemLabel)).toBeInTheDocument();
      await expect(within(row).getByText(solutionLabel)).toBeInTheDocument();
      const problem = within(row).getByRole("heading", { level: 3 }).getBoundingClientRect();
      const fix = within(row).getByRole("heading", { level: 4 }).getBoundingClientRect();
      await expect(fix.left).toBeGreaterThan(problem.right);
      // Compact: a row is at most about two short paragraphs tall.
      await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(200);
    }
  },
};

/** On a phone the fix follows under the problem's title, and no label is drawn there either. */
export const StackedOnPhone: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(drawnCount(canvasElement, problemLabel)).toBe(0);
    await expect(drawnCount(canvasElement, solutionLabel)).toBe(0);
    for (const row of canvas.getAllByRole("listitem")) {
      const problem = within(row).getByRole("heading", { level: 3 }).getBoundingClientRect();
      const fix = within(row).getByRole("heading", { level: 4 }).getBoundingClientRect();
      await expect(fix.top).toBeGreaterThanOrEqual(problem.bottom);
    }
  },
};
