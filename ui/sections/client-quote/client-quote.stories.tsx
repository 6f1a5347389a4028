import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { clientQuoteContent } from "../../../pages/content";
import { ClientQuote } from "./client-quote";

const meta = {
  title: "Sections/ClientQuote",
  component: ClientQuote,
  parameters: { layout: "fullscreen" },
  args: clientQuoteContent,
} satisfies Meta<typeof ClientQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's client quote: the words set large, and beside them the speaker's delegate badge with the result on its stub. */
export const Default: Story = {};

/** A short quote: the badge stays centred on the words on wide screens. */
export const ShortQuote: Story = {
  args: { quote: "The assistant paid for itself before the second conference." },
};

/** The band is a named region; the quote, its speaker, the figure and the measures are read in that order. */
export const ReadingOrder: Story = {
  tags: ["test-case", "!autodocs"],
  // The same picture as Default: a test, not a state to review.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: clientQuoteContent.title });
    await expect(region).toHaveTextContent(
      "What a client says“Our hospitality clients wanted AI without another supplier. Parley built the first three assistants with us; now we launch them under our own name in three weeks.”DHDaniel HughesManaging Director, Harbour & Vale+27%more enquiries turned into bookingsHarbour & ValeBefore Parley11%With Parley14%",
    );
    await expect(canvasElement.querySelector("blockquote")).toHaveTextContent(`“${clientQuoteContent.quote}”`);
    // Before, then after, each a term with its figure.
    const result = within(canvasElement.querySelector<HTMLElement>('[data-slot="client-quote-result"] dl')!);
    await expect(result.getAllByRole("term").map((term) => term.textContent)).toEqual(["Before Parley", "With Parley"]);
    await expect(result.getAllByRole("definition").map((value) => value.textContent)).toEqual(["11%", "14%"]);
  },
};
