import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPage } from "../../../pages/content";
import { replyWaitVignette } from "../../../pages/content/vignettes";
import { ReplyWaitVignette } from "../../vignettes";
import { EditorialStatement } from "./editorial-statement";

const meta = {
  title: "Sections/EditorialStatement",
  component: EditorialStatement,
  parameters: { layout: "fullscreen" },
  args: {
    title: aboutPage.purpose.title,
    statements: [aboutPage.purpose.mission, aboutPage.purpose.vision],
  },
} satisfies Meta<typeof EditorialStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About's mission and vision, set alike: side by side on a laptop, one under the other on a phone. */
export const Default: Story = {};

/** One h2 for the section, an h3 per statement, each statement in real text. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Mission and vision" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Our mission" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Our vision" })).toBeVisible();
    await expect(canvas.getByText(aboutPage.purpose.vision.statement)).toBeVisible();
  },
};

/** On a laptop the two statements stand level, side by side, in one type style. */
export const SideBySideChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const [mission, vision] = [aboutPage.purpose.mission, aboutPage.purpose.vision].map((item) =>
      canvas.getByText(item.statement),
    );
    const [left, right] = [mission!.getBoundingClientRect(), vision!.getBoundingClientRect()];
    await expect(right.left).toBeGreaterThan(left.right);
    await expect(right.top).toBe(left.top);
    await expect(getComputedStyle(vision!).fontSize).toBe(getComputedStyle(mission!).fontSize);
  },
};

/** As About shows them: the statements made concrete by a drawing under them, across the width. */
export const WithFigure: Story = {
  args: { figure: <ReplyWaitVignette copy={replyWaitVignette} /> },
};

/** The figure comes after both statements, as wide as the two together. */
export const WithFigureChecks: Story = {
  ...WithFigure,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole("figure", { name: replyWaitVignette.caption }).getBoundingClientRect();
    const items = [...canvasElement.querySelectorAll('[data-slot="editorial-statement-item"]')].map((item) =>
      item.getBoundingClientRect(),
    );
    for (const item of items) await expect(figure.top).toBeGreaterThan(item.bottom);
    await expect(Math.round(figure.left)).toBe(Math.round(items[0]!.left));
    await expect(Math.round(figure.right)).toBe(Math.round(items[1]!.right));
  },
};
