import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { sequenceResultsVignette } from "../../pages/content/vignettes";
import { SequenceResultsVignette } from "./sequence-results-vignette";

/**
 * An outreach sequence's results: sent, opened, replied and meetings booked, each with a bar for its share of those sent, and the replies it paused for. A picture of the service's result, drawn in HTML and CSS: put it beside the text that sells that service, where a page goes deeper than home's picture of the moment itself.
 * One image to assistive technology, named by its copy's `label`; nothing in it moves.
 */
const meta = {
  title: "UI/Vignettes/SequenceResultsVignette",
  component: SequenceResultsVignette,
  parameters: { layout: "centered" },
  args: { copy: sequenceResultsVignette },
} satisfies Meta<typeof SequenceResultsVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it stands beside its section's text: one picture, named for assistive technology. */
export const Default: Story = {};

/** What Default shows, checked: one picture, named for assistive technology. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: sequenceResultsVignette.label })).toBeVisible();
  },
};

/** Each stage's bar, checked: as long as its share of those sent, so the funnel narrows as the figures do. */
export const BarChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="sequence-bar"]')];
    await expect(bars.map((bar) => bar.style.width)).toEqual(
      sequenceResultsVignette.stages.map((stage) => `${stage.share}%`),
    );
  },
};
