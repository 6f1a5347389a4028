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
 * On a phone the packages scroll sideways inside the table's card (the page never does) under a service column that
 * stays put, opening on the recommended package; every price, the badge and each button ("Choose Growth", one line)
 * stay inside their own column. From 640 px the whole table shows, nothing to scroll.
 */
export const SwipesOnAPhone: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const phone = !window.matchMedia("(min-width: 40rem)").matches;
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="package-matrix-scroller"]')!;
    const table = scroller.querySelector("table")!;
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    if (!phone) {
      await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
      await expect(canvasElement.querySelector('[data-slot="package-matrix-scroll-hint"]')).not.toBeVisible();
      return;
    }
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // A line over the table says the other packages are to the sides.
    const hint = canvasElement.querySelector('[data-slot="package-matrix-scroll-hint"]');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveTextContent(/^Swipe sideways for Starter and Pro$/);
    // It opens on Growth, whole, beside the service column (not under it).
    const growth = table.querySelector<HTMLElement>("thead th[data-popular]")!.getBoundingClientRect();
    const frame = scroller.getBoundingClientRect();
    const serviceColumn = table.querySelector<HTMLElement>("thead th")!.getBoundingClientRect();
    await expect(growth.left).toBeGreaterThanOrEqual(Math.floor(serviceColumn.right));
    await expect(growth.right).toBeLessThanOrEqual(frame.right);
    // Scrolled to the end, the service names are still where they were.
    const service = table.querySelector<HTMLElement>("tbody th")!;
    const before = service.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(Math.round(service.getBoundingClientRect().left)).toBe(Math.round(before));
    for (const header of table.querySelectorAll("thead th[scope='col']")) {
      // Text is measured by its lines' boxes: a line that runs past its column shows there.
      for (const part of header.querySelectorAll("span")) {
        const range = document.createRange();
        range.selectNodeContents(part);
        for (const line of range.getClientRects()) {
          await expect(line.right).toBeLessThanOrEqual(header.getBoundingClientRect().right);
        }
      }
    }
    for (const link of table.querySelectorAll<HTMLElement>("tfoot a")) {
      const box = link.getBoundingClientRect();
      const cell = link.closest("td")!.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(cell.left);
      await expect(box.right).toBeLessThanOrEqual(cell.right);
      await expect(box.height).toBeLessThan(40); // one line
      await expect(link).toHaveTextContent(/^Choose (Starter|Growth|Pro) \(opens in a new tab\)$/);
    }
  },
};
