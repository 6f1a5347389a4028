import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { proofStripContent } from "../../../pages/content";
import { ProofStrip } from "./proof-strip";
import { Wordmark, type WordmarkGlyph, type WordmarkLettering } from "./wordmark";

const meta = {
  title: "Sections/ProofStrip",
  component: ProofStrip,
  parameters: { layout: "fullscreen" },
  args: proofStripContent,
} satisfies Meta<typeof ProofStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's strip: six client wordmarks under one line. */
export const Default: Story = {};

/** Four clients: the row still spreads across the width. */
export const FourClients: Story = {
  args: { clients: proofStripContent.clients.slice(0, 4) },
};

const glyphs: WordmarkGlyph[] = ["compass", "waves", "arch", "chevron", "leaf", "burst"];
const letterings: WordmarkLettering[] = ["heavy", "wide", "split", "slanted", "lower", "caps"];

/** Every glyph with every lettering, in the strip's muted tone and on an ink band (the client stories'). */
export const Wordmarks: Story = {
  render: () => (
    <div className="grid gap-8 p-6 sm:grid-cols-2">
      {[
        { tone: "text-muted-foreground/80", surface: "" },
        { tone: "text-inverse-foreground", surface: "bg-inverse" },
      ].map(({ tone, surface }) => (
        <ul key={tone} className={`flex flex-col gap-4 rounded-2xl p-6 ${surface} ${tone}`}>
          {glyphs.map((glyph, index) => (
            <li key={glyph}>
              <Wordmark
                client={{ name: `Client ${glyph}`, glyph, lettering: letterings[index % letterings.length]! }}
              />
            </li>
          ))}
        </ul>
      ))}
    </div>
  ),
};

/** A named region; each client is read by name (the glyphs are decoration). */
export const ReadsNames: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Event teams and agencies running on Parley" });
    const names = canvas.getAllByRole("listitem").map((item) => item.textContent);
    await expect(names).toEqual([
      "Northway",
      "Harbour & Vale",
      "Riverside Rooms",
      "Kestrel Live",
      "fieldnote",
      "Lumen Expo",
    ]);
    await expect(region.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(6);
  },
};
