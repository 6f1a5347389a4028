import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { packageMatrixContent, site } from "../../../pages/content";
import { PackageMatrix } from "./package-matrix";

const meta = {
  title: "Sections/PackageMatrix",
  component: PackageMatrix,
  parameters: { layout: "fullscreen" },
  args: packageMatrixContent,
} satisfies Meta<typeof PackageMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Services' prices: a column per package, the recommended one raised; a row per service; a call to action per column. */
export const Default: Story = {};

/** Two packages and three rows: the columns share the width, and the recommended one still reads as one panel. */
export const Short: Story = {
  args: {
    packages: packageMatrixContent.packages.slice(0, 2),
    rows: packageMatrixContent.rows.slice(0, 3).map((row) => ({ ...row, cells: row.cells.slice(0, 2) })),
  },
};

/** A table a screen reader can walk: package columns and service rows, each cell read as included or not. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "What each package includes" });
    await expect(region).toHaveAttribute("id", "pricing");
    const table = within(region).getByRole("table", { name: "Services included in each package, with its price" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Service", "Starter$1,000per event", "Most PopularGrowth$2,500-$5,000one time", "Pro$10,000+one time"]);
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(7);
    const outreach = within(table).getByRole("rowheader", { name: "AI Outreach" }).closest("tr")!;
    await expect([...outreach.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual([
      "Not included",
      "Included",
      "Included",
    ]);
    const voice = within(table).getByRole("rowheader", { name: "AI Voice Assistants" }).closest("tr")!;
    await expect(voice.querySelectorAll("td")[1]).toHaveTextContent("Inbound calls");
    // Every mark of a row on one line, a tick with a note under it too (centred, it rose above its neighbours).
    for (const row of table.querySelectorAll("tbody tr")) {
      const marks = [...row.querySelectorAll("td")].filter((cell) => cell.checkVisibility());
      const centres = marks.map((cell) => {
        const { top, bottom } = cell.querySelector("svg")!.getBoundingClientRect();
        return Math.round((top + bottom) / 2);
      });
      await expect(new Set(centres).size, row.querySelector("th")!.textContent).toBe(1);
    }
    for (const name of ["Starter", "Growth", "Pro"]) {
      const link = within(table).getByRole("link", { name: `Choose ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", site.bookingHref);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  },
};

/**
 * On a phone the table shows the service column and one package, picked above it (the recommended one first); the
 * radio buttons work by click and by arrow keys, and the table fits the screen. From 640 px every package shows and
 * there is nothing to pick.
 */
export const PicksOnAPhone: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const phone = !window.matchMedia("(min-width: 40rem)").matches;
    const table = canvas.getByRole("table");
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="package-matrix-frame"]')!;
    const shownPackages = () =>
      [...table.querySelectorAll<HTMLElement>("thead th[scope='col']")]
        .slice(1)
        .filter((header) => header.checkVisibility())
        .map((header) => header.querySelector(".font-display")?.textContent);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    if (!phone) {
      await expect(canvasElement.querySelector('[data-slot="package-matrix-picker"]')).not.toBeVisible();
      await expect(shownPackages()).toEqual(["Starter", "Growth", "Pro"]);
      return;
    }
    const picker = canvas.getByRole("group", { name: "Package to compare" });
    await expect(within(picker).getByRole("radio", { name: "Growth" })).toBeChecked();
    await expect(shownPackages()).toEqual(["Growth"]);
    await userEvent.click(within(picker).getByRole("radio", { name: "Starter" }));
    await expect(shownPackages()).toEqual(["Starter"]);
    // Every row shows the picked package's cell and its button, beside the service's name.
    for (const row of table.querySelectorAll("tbody tr, tfoot tr")) {
      await expect([...row.children].filter((cell) => (cell as HTMLElement).checkVisibility())).toHaveLength(2);
    }
    await expect(within(table).getByRole("link", { name: "Choose Starter (opens in a new tab)" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(within(picker).getByRole("radio", { name: "Pro" })).toBeChecked();
    await expect(shownPackages()).toEqual(["Pro"]);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
