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
    for (const name of ["Starter", "Growth", "Pro"]) {
      const link = within(table).getByRole("link", { name: `Choose ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", site.bookingHref);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  },
};

/**
 * On a phone the whole table fits the screen (no sideways scroll): every price, the badge and each button ("Choose",
 * then the package's name) stay inside their own column.
 */
export const FitsAPhone: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector("table")!;
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const inside = async (element: Element, cell: Element) => {
      const box = element.getBoundingClientRect();
      const column = cell.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(column.left);
      await expect(box.right).toBeLessThanOrEqual(column.right);
    };
    for (const header of table.querySelectorAll("thead th[scope='col']")) {
      // Text is measured by its lines' boxes: a line that runs past its column shows there.
      for (const part of header.querySelectorAll("span")) {
        const range = document.createRange();
        range.selectNodeContents(part);
        for (const line of range.getClientRects())
          await expect(line.right).toBeLessThanOrEqual(header.getBoundingClientRect().right);
      }
    }
    for (const link of table.querySelectorAll<HTMLElement>("tfoot a")) {
      await inside(link, link.closest("td")!);
      await expect(link).toHaveTextContent(/^Choose (Starter|Growth|Pro)/);
    }
  },
};
