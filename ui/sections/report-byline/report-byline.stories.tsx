import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { backgroundBehind, contrastRatio } from "../../../.storybook/contrast";
import { marketInsightsPage } from "../../../pages/content";
import { insightsCsvHref } from "../../../pages/content/insights-download";
import { ReportByline } from "./report-byline";

const { byline } = marketInsightsPage.hero;

const meta = {
  title: "Sections/ReportByline",
  component: ReportByline,
  args: {
    author: byline.author,
    published: byline.published,
    download: { label: byline.downloadLabel, href: insightsCsvHref(), fileName: byline.fileName },
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportByline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Market insights' byline: its author, the day it came out and its figures as a CSV file. */
export const Default: Story = {};

/** The author is named beside their monogram, the date is machine-readable, and the link downloads the named file. */
export const NamesAndDownload: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(byline.author.name)).toBeVisible();
    await expect(canvasElement.querySelector("time")).toHaveAttribute("datetime", byline.published.dateTime);
    await expect(canvasElement.querySelector("time")).toHaveTextContent(byline.published.label);
    const link = canvas.getByRole("link", { name: byline.downloadLabel });
    await expect(link).toHaveAttribute("download", byline.fileName);
    await expect(link.getAttribute("href")).toMatch(/^data:text\/csv;charset=utf-8,/);
  },
};

/** On ink, as the report's cover carries it: the hairline, words and outlined button in the ink's colours. */
export const Inverse: Story = {
  args: { tone: "inverse" },
  decorators: [
    (Story) => (
      <div className="bg-inverse p-6">
        <Story />
      </div>
    ),
  ],
};

/** What Inverse shows, checked: the name, role, date and button each read at 4.5:1 or more on the ink. */
export const InverseChecks: Story = {
  ...Inverse,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const words = [
      canvas.getByText(byline.author.name),
      canvasElement.querySelector("time")!.parentElement!,
      canvas.getByRole("link", { name: byline.downloadLabel }),
    ];
    for (const word of words) {
      const ratio = contrastRatio(getComputedStyle(word).color, backgroundBehind(word));
      await expect(ratio, word.textContent ?? "").toBeGreaterThanOrEqual(4.5);
    }
  },
};
