import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { resultsStatsContent } from "../../../pages/content";
import { ResultsStats } from "./results-stats";

const meta = {
  title: "Sections/Results Stats",
  component: ResultsStats,
  args: { ...resultsStatsContent, durationMs: 2000 },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ResultsStats>;

export default meta;
type Story = StoryObj<typeof meta>;

const finalFigures = ["3x", "+23%", "+31%", "+17%", "+13%"];

function shownFigures(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[data-slot="results-stat-value"]')].map((node) => node.textContent);
}

/** The five results; on screen, the counters run for 2000 ms and land exactly on the spec's figures. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    // Screen readers read the final figures from the start, whatever the digits show.
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.querySelector(".sr-only")?.textContent)).toEqual([
      "3x more meetings booked",
      "+23% time saved",
      "+31% response rate",
      "+17% lead capture",
      "+13% event registrations",
    ]);
    for (const value of canvasElement.querySelectorAll('[data-slot="results-stat-value"]')) {
      await expect(value).toHaveAttribute("aria-hidden", "true");
    }
    await waitFor(() => expect(shownFigures(canvasElement)).toEqual(finalFigures), { timeout: 5000 });
  },
};

/** Counting: a long duration catches the counters part-way, still below their final values. */
export const Counting: Story = {
  args: { durationMs: 60_000 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownFigures(canvasElement)[1]).not.toBe("+0%"), { timeout: 5000 });
    const timeSaved = Number(shownFigures(canvasElement)[1]?.replace(/\D/g, ""));
    await expect(timeSaved).toBeGreaterThan(0);
    await expect(timeSaved).toBeLessThan(23);
  },
};

/** Reduced motion: the final values are there from the first frame, with no counting. */
export const ReducedMotion: Story = {
  parameters: { motion: "reduce" },
  play: async ({ canvasElement }) => {
    await expect(shownFigures(canvasElement)).toEqual(finalFigures);
  },
};
