import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
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
