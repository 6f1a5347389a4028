import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { aboutPage, servicesPage } from "../../../pages/content";
import { callVignette } from "../../../pages/content/vignettes";
import { Button } from "../../primitives/button";
import { CallVignette } from "../../vignettes";
import { PageHero } from "./page-hero";

const meta = {
  title: "Sections/PageHero",
  component: PageHero,
  parameters: { layout: "fullscreen" },
  args: aboutPage.hero,
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eyebrow, the page's single h1 and the intro (About). */
export const Default: Story = {};

/** With actions under the intro (Services). */
export const WithActions: Story = {
  args: { ...servicesPage.hero },
  render: (args) => (
    <PageHero {...args}>
      <Button size="lg">{servicesPage.hero.schedule}</Button>
      <Button size="lg" variant="outline">
        {servicesPage.hero.contact}
      </Button>
    </PageHero>
  ),
};

/** With a picture of the product at work: beside the text on a wide screen, under it on a phone (About). */
export const WithVisual: Story = {
  args: { visual: <CallVignette copy={callVignette} /> },
};

/** The title is the page's h1. */
export const PageHeading: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: aboutPage.hero.title })).toBeVisible();
  },
};
