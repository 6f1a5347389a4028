import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
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

/** The home page's client quote: the words set large, who said them, and the figure that backs them up. */
export const Default: Story = {};

/** A short quote: the figure still lines up with the attribution's baseline on wide screens. */
export const ShortQuote: Story = {
  args: { quote: "The assistant paid for itself before the second conference." },
};

/** The band is a named region; the quote, its source and its figure are read in that order. */
export const ReadingOrder: Story = {
  tags: ["test-case", "!autodocs"],
  // The same picture as Default: a test, not a state to review.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: clientQuoteContent.title });
    const { title, quote, role, organisation, figure } = clientQuoteContent;
    await expect(region).toHaveTextContent(`${title}“${quote}”${role}, ${organisation}${figure.value}${figure.label}`);
    await expect(canvasElement.querySelector("blockquote")).toHaveTextContent(`“${quote}”`);
  },
};
