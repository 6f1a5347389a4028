import type { Meta, StoryObj } from "@storybook/react-vite";
import { Handshake, LineChart, MoonStar, TimerReset } from "lucide-react";
import { expect, within } from "storybook/test";
import { servicesPage } from "../../../pages/content";
import { FeatureGrid } from "./feature-grid";

const meta = {
  title: "Sections/FeatureGrid",
  component: FeatureGrid,
  parameters: { layout: "fullscreen" },
  args: {
    title: servicesPage.benefits.title,
    intro: `${servicesPage.benefits.intro} ${servicesPage.benefits.report.label}.`,
    items: servicesPage.benefits.items,
    columns: 4,
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One plain icon per benefit, for the stories that show items under icons. */
const icons = [TimerReset, MoonStar, Handshake, LineChart];

/** Four benefits in four columns, each led by its title set large, said in words (Services). */
export const Default: Story = {};

/**
 * What Default shows, checked: no item has an icon or a figure; each is led by its h3, set larger than an item's
 * title under an icon (WithIcons), so the words carry the item.
 */
export const TitlesLeadEachItem: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="feature-item"]')];
    await expect(items).toHaveLength(4);
    for (const item of items) {
      await expect(item.querySelector("svg")).toBeNull();
      await expect(item.firstElementChild?.tagName).toBe("H3");
      await expect(parseFloat(getComputedStyle(item.querySelector("h3")!).fontSize)).toBeGreaterThanOrEqual(24);
    }
  },
};

/**
 * Side by side, the titles stand level and so do the descriptions, though one figure's label wraps to a second line
 * (Services' "< 1 min" and "+27%") and the others' do not.
 */
export const TitlesLevelChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="feature-item"]')];
    const labels = items.map((item) =>
      item.querySelector('[data-slot="feature-figure"] span:last-child')!.getBoundingClientRect(),
    );
    // The case this guards: the figures' labels are not all one height.
    await expect(new Set(labels.map((label) => Math.round(label.height))).size).toBeGreaterThan(1);
    for (const part of ["h3", "p:last-child"]) {
      const tops = items.map((item) => Math.round(item.querySelector(part)!.getBoundingClientRect().top));
      await expect(new Set(tops).size).toBe(1);
    }
  },
};

/** Items with both a figure and an icon keep every part in its own row: nothing drawn over anything else. */
export const FigureAndIconChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  args: { items: servicesPage.benefits.items.map((item, index) => ({ ...item, icon: icons[index] })) },
  play: async ({ canvasElement }) => {
    for (const item of canvasElement.querySelectorAll<HTMLElement>('[data-slot="feature-item"]')) {
      const parts = [...item.children].map((part) => part.getBoundingClientRect()).sort((a, b) => a.top - b.top);
      for (const [index, part] of parts.slice(1).entries()) {
        await expect(part.top).toBeGreaterThanOrEqual(parts[index]!.bottom);
      }
    }
  },
};

/** Each item under its icon, drawn plain in the brand colour, its title a step smaller. */
export const WithIcons: Story = {
  args: {
    items: servicesPage.benefits.items.map(({ title, description }, index) => ({
      title,
      description,
      icon: icons[index],
    })),
  },
};

/** A region named by its heading, holding a list of four items, each with an h3. */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: servicesPage.benefits.title });
    const items = within(within(region).getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByRole("heading", { level: 3 })).toHaveTextContent("Hours back every week");
  },
};

/** The same four benefits in two wide columns, on the muted surface. */
export const TwoColumnsMuted: Story = { args: { columns: 2, tone: "muted" } };

/** The heading run in: its intro continues the heading's sentence at its size (see `SectionHeader`). */
export const RunInHeading: Story = { args: { headerLayout: "run-in" } };
