import type { Meta, StoryObj } from "@storybook/react-vite";
import { Handshake, LineChart, MoonStar, TimerReset } from "lucide-react";
import { expect, within } from "storybook/test";
import { servicesPage } from "../../../pages/content";
import { FeatureGrid } from "./feature-grid";

const meta = {
  title: "Sections/FeatureGrid",
  component: FeatureGrid,
  parameters: { layout: "fullscreen" },
  args: { ...servicesPage.benefits, columns: 4 },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four benefits in four columns, each under the figure that bears it out (Services). */
export const Default: Story = {};

/** Each figure is its item's first line, above its heading: the number large, what it counts under it; no icon. */
export const FiguresLeadEachItem: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="feature-item"]')];
    await expect(items.map((item) => item.querySelector('[data-slot="feature-figure"]')?.textContent)).toEqual(
      servicesPage.benefits.items.map(({ figure }) => `${figure.value}${figure.label}`),
    );
    for (const item of items) {
      const [figure, heading] = [item.querySelector('[data-slot="feature-figure"]')!, item.querySelector("h3")!];
      await expect(figure.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await expect(item.querySelector("svg")).toBeNull();
    }
  },
};

/** Without figures, each item under its icon, drawn plain in the brand colour. */
export const WithIcons: Story = {
  args: {
    items: servicesPage.benefits.items.map(({ title, description }, index) => ({
      title,
      description,
      icon: [TimerReset, MoonStar, Handshake, LineChart][index],
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
