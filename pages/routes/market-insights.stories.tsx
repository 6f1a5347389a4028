import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { marketInsightsPage, site } from "../content";
import type { RoutePreview } from "./route-story";
import { expectPageShell, navGroundChecks, routeStoryMeta } from "./route-story";

const meta = {
  title: "Pages/MarketInsights",
  ...routeStoryMeta("/market-insights"),
} satisfies Meta<typeof RoutePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /market-insights: opened as a report's cover (on ink, its headline finding charted the page's width), the 2025 figures as a captioned table whose four improvements are drawn as bars, the pain points,
 * then a chart of the first questions.
 */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expectPageShell(canvas, {
      h1: "AI in events and agency marketing: what 2025 showed",
      title: "Market insights | Parley",
    });
    // A report's cover first, its finding charted as one named image; a quiet closing band, not a second peak.
    const cover = canvas.getByRole("main").firstElementChild!;
    await expect(cover).toHaveAttribute("data-slot", "report-cover");
    await expect(
      within(cover as HTMLElement).getByRole("img", { name: marketInsightsPage.hero.chart.label }),
    ).toBeVisible();
    await expect(canvas.getByRole("region", { name: marketInsightsPage.cta.title })).toHaveAttribute(
      "data-tone",
      "muted",
    );
    // From 640 px a table with row and column headers; on a phone the same rows stacked as a description list.
    if (window.matchMedia("(min-width: 40rem)").matches) {
      const table = canvas.getByRole("table", {
        name: "2025 figures",
      });
      await expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Metric", "2025 figure", "What it means"]);
      const row = within(table).getByRole("row", { name: /Outreach response rate/ });
      await expect(within(row).getByRole("rowheader")).toHaveTextContent("Outreach response rate");
      await expect(within(row).getByRole("cell", { name: "+31%" })).toBeVisible();
    } else {
      await expect(canvas.queryByRole("table")).toBeNull();
      const term = canvas.getAllByText("Outreach response rate").find((element) => element.tagName === "DT");
      await expect(term).toBeVisible();
      await expect(term?.nextElementSibling).toHaveTextContent("+31%");
    }
    // The figures come straight after the hero, said once: the four improvements barred in their own rows.
    const figures = canvas.getByRole("region", { name: "What moved when AI took the first conversation" });
    await expect([...canvas.getByRole("main").children].indexOf(figures)).toBe(1);
    const bars = [...figures.querySelectorAll<HTMLElement>('[data-slot="stat-table-bar"]')];
    await expect(bars.filter((bar) => bar.checkVisibility())).toHaveLength(4);
    await expect(canvas.getAllByRole("figure")).toHaveLength(1);
    const pains = canvas.getByRole("region", { name: "Where teams still lose time and leads" });
    await expect(within(pains).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    // A finding of its own after the pain points: the opening questions by topic, a figure whose bars are a list
    // that says each topic and its share.
    const questions = canvas.getByRole("region", { name: "The first questions our assistants answered" });
    const topics = within(
      within(questions).getByRole("figure", { name: "Share of opening questions by topic, 2025" }),
    ).getAllByRole("listitem");
    await expect(topics).toHaveLength(6);
    await expect(topics[0]).toHaveTextContent(/^Ticket prices and group rates27%/);
    await expect(topics.at(-1)).toHaveTextContent("Everything else15%");
    const bands = [...canvas.getByRole("main").children];
    await expect(bands.indexOf(questions)).toBe(bands.indexOf(pains) + 1);
    await expect(canvas.getByRole("link", { name: "Schedule Consultation (opens in a new tab)" })).toHaveAttribute(
      "href",
      site.bookingHref,
    );
  },
};

/** The fixed bar is ink while the report's cover is under it, paper once the cover has passed under the bar. */
export const NavOnInkOverTheCoverChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: navGroundChecks(true),
};
