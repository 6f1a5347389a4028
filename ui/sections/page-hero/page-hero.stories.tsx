import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { aboutPage, servicesPage } from "../../../pages/content";
import { callVignette, teamVignette } from "../../../pages/content/vignettes";
import { Button } from "../../primitives/button";
import { CallVignette, TeamVignette } from "../../vignettes";
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
  args: { ...servicesPage.hero, facts: undefined },
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

/** The words centred and a picture drawn wide under them, at the page's width (About's rollout plan). */
export const VisualBelow: Story = {
  args: { visual: <TeamVignette copy={teamVignette} wide />, visualPlacement: "below" },
};

/**
 * What VisualBelow shows, checked: the eyebrow, title and intro centred on the band; the picture under the facts,
 * wider than the words and centred too (beside them it would be the template every inner page had).
 */
export const VisualBelowChecks: Story = {
  ...VisualBelow,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>('[data-slot="page-hero"]')!.getBoundingClientRect();
    const centre = band.left + band.width / 2;
    const title = canvas.getByRole("heading", { level: 1 });
    for (const element of [title, canvas.getByText(aboutPage.hero.eyebrow), canvas.getByText(aboutPage.hero.intro)]) {
      const box = element.getBoundingClientRect();
      await expect(Math.abs(box.left + box.width / 2 - centre), element.textContent).toBeLessThan(2);
    }
    await expect(getComputedStyle(title).textAlign).toBe("center");
    const facts = canvasElement.querySelector('[data-slot="page-hero-facts"]')!.getBoundingClientRect();
    const picture = canvas.getByRole("img", { name: teamVignette.label }).getBoundingClientRect();
    await expect(picture.top).toBeGreaterThan(facts.bottom);
    await expect(picture.width).toBeGreaterThan(title.getBoundingClientRect().width);
    await expect(Math.abs(picture.left + picture.width / 2 - centre)).toBeLessThan(2);
  },
};

/** On a phone the words of VisualBelow stay on the left edge, where a phone reader's eye returns to each line. */
export const VisualBelowOnPhonesChecks: Story = {
  ...VisualBelow,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole("heading", { level: 1 });
    const edge = title.getBoundingClientRect().left;
    await expect(getComputedStyle(title).textAlign).toBe("start");
    for (const text of [aboutPage.hero.eyebrow, aboutPage.hero.intro]) {
      await expect(Math.abs(canvas.getByText(text).getBoundingClientRect().left - edge), text).toBeLessThan(2);
    }
  },
};

/** The title is the page's h1. */
export const PageHeading: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: aboutPage.hero.title })).toBeVisible();
  },
};

/** About's facts under the intro: each a term (its words) and its figure, the figure set large above the words. */
export const FactsChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const facts = canvasElement.querySelector<HTMLElement>('[data-slot="page-hero-facts"]')!;
    await expect(
      within(facts)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["founded in London", "people on the team", "client programmes in 2025", "when a first build goes live"]);
    const [firstTerm] = within(facts).getAllByRole("term");
    const [firstFigure] = within(facts).getAllByRole("definition");
    await expect(firstFigure).toHaveTextContent("2021");
    await expect(firstFigure!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      firstTerm!.getBoundingClientRect().top,
    );
  },
};
