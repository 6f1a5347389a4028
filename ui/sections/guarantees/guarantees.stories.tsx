import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { guaranteesContent } from "../../../pages/content";
import { Guarantees } from "./guarantees";

const meta = {
  title: "Sections/Guarantees",
  component: Guarantees,
  parameters: { layout: "fullscreen" },
  args: guaranteesContent,
} satisfies Meta<typeof Guarantees>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three guarantees on one card, split by hairlines. */
export const Default: Story = {};

/**
 * A region named for screen readers (its h2 is visually hidden), the three guarantees as h3s, each led by its figure,
 * drawn for the eye and hidden from assistive technology (the description says it in words).
 */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Our guarantees" })).toBeInTheDocument();
    const titles = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(["30-Day Money-Back", "Pilot Program Available", "Cancel Anytime"]);
    const figures = [...canvasElement.querySelectorAll<HTMLElement>("[data-slot='guarantee-figure']")];
    await expect(figures.map((figure) => figure.firstElementChild?.textContent)).toEqual(["30", "1", "0"]);
    for (const figure of figures) {
      await expect(figure).toHaveAttribute("aria-hidden", "true");
      await expect(figure).toBeVisible();
    }
  },
};
