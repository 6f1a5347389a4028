import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { caseStoriesContent } from "../../../pages/content";
import { CaseCarousel } from "./case-carousel";

const meta = {
  title: "Sections/CaseCarousel",
  component: CaseCarousel,
  args: caseStoriesContent,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CaseCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story's heading as read out: the company (shown as its wordmark) and who they are. */
function titleOf(index: number): string {
  const profile = caseStoriesContent.profiles[index];
  if (!profile) throw new Error(`The content has no case profile ${index + 1}`);
  return `${profile.company.name}: ${profile.title}`;
}
const [first, second, third] = [titleOf(0), titleOf(1), titleOf(2)];

/** The slide a sighted visitor sees (and the only one in the accessibility tree). */
function visibleSlide(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole("region", { name: "Client stories" });
  const slides = within(region).getAllByRole("group");
  return { region, slides };
}

async function expectShowing(canvasElement: HTMLElement, position: number, title: string) {
  const { slides } = visibleSlide(canvasElement);
  await expect(slides).toHaveLength(1);
  await expect(slides[0]).toHaveAccessibleName(`${position} of 3`);
  await expect(within(slides[0] as HTMLElement).getByRole("heading", { level: 3 })).toHaveTextContent(title);
}

/** The first of three client stories, with Previous, Next and a dot per story. */
export const Default: Story = {};

/**
 * Each card names its client once on screen, as the wordmark (the heading reads the name out, hidden), and its icon
 * stands beside the word it draws.
 */
export const OneNamePerCard: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const slide = visibleSlide(canvasElement).slides[0]!;
    const profile = caseStoriesContent.profiles[0]!;
    const heading = within(slide).getByRole("heading", { level: 3 });
    await expect(heading).toHaveAccessibleName(`${profile.company.name}: ${profile.title}`);
    // What the eye reads in the heading: its text outside the visually hidden prefix.
    const shown = [...heading.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    await expect(shown.map((node) => node.textContent).join("")).toBe(profile.title);
    await expect(profile.title).not.toContain(profile.company.name);
    const sector = slide.querySelector<HTMLElement>("[data-slot='case-slide-sector']")!;
    await expect(sector).toHaveTextContent(profile.sector);
    await expect(sector.querySelector("svg")).toBeVisible();
  },
};

/** The carousel's ARIA: a labelled region, "1 of 3" slide groups and a polite live region. */
export const CarouselSemantics: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    const { region } = visibleSlide(canvasElement);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(region.getAttribute("aria-label")).not.toMatch(/carousel/i);
    await expectShowing(canvasElement, 1, first);
    const all = canvasElement.querySelectorAll('[data-slot="case-slide"]');
    await expect([...all].map((slide) => slide.getAttribute("aria-roledescription"))).toEqual([
      "slide",
      "slide",
      "slide",
    ]);
    await expect(all[0]?.parentElement).toHaveAttribute("aria-live", "polite");
    const link = canvas.getByRole("link", { name: "Market Insights" });
    await expect(link).toHaveAttribute("href", "/market-insights");
  },
};

/** With the mouse: Next wraps from the last story to the first, Previous from the first to the last. */
export const WrapsWithMouse: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvasElement, canvas, userEvent }) => {
    const previous = canvas.getByRole("button", { name: "Previous story" });
    const next = canvas.getByRole("button", { name: "Next story" });
    await userEvent.click(previous);
    await expectShowing(canvasElement, 3, third);
    await userEvent.click(next);
    await expectShowing(canvasElement, 1, first);
    await userEvent.click(next);
    await expectShowing(canvasElement, 2, second);
    await userEvent.click(next);
    await expectShowing(canvasElement, 3, third);
    await userEvent.click(next);
    await expectShowing(canvasElement, 1, first);
  },
};

/**
 * With the keyboard: Tab to the buttons and press Enter or Space, or use the arrow keys; both ends wrap. On a phone,
 * where the dots sit between Previous and Next.
 */
export const WrapsWithKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    canvas.getByRole("link", { name: "Market Insights" }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous story" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expectShowing(canvasElement, 3, third);
    await userEvent.keyboard(" ");
    await expectShowing(canvasElement, 2, second);

    // Past the three dots to Next.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Next story" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expectShowing(canvasElement, 3, third);
    await userEvent.keyboard("{Enter}");
    await expectShowing(canvasElement, 1, first);

    await userEvent.keyboard("{ArrowLeft}");
    await expectShowing(canvasElement, 3, third);
    await userEvent.keyboard("{ArrowRight}");
    await expectShowing(canvasElement, 1, first);
  },
};

/** Each dot shows its story and marks itself current. */
export const DotsSelectSlides: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const dot = (position: number, title: string) =>
      canvas.getByRole("button", { name: `Show story ${position}: ${title}` });
    await expect(dot(1, first)).toHaveAttribute("aria-current", "true");
    await userEvent.click(dot(3, third));
    await expectShowing(canvasElement, 3, third);
    await expect(dot(3, third)).toHaveAttribute("aria-current", "true");
    await expect(dot(1, first)).not.toHaveAttribute("aria-current");
    await userEvent.click(dot(2, second));
    await expectShowing(canvasElement, 2, second);
  },
};

/**
 * On a laptop the dots under the card are the index, as on a phone: no second list of the clients beside the card
 * (it said the same again and repeated each card's headline figure, to two outside reviewers).
 */
export const DotsAreTheIndexOnLaptop: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="case-carousel-dots"]')?.checkVisibility()).toBe(true);
    const [one] = caseStoriesContent.profiles;
    const figure = canvas.queryAllByText(one!.metrics[0]!.value).filter((element) => element.checkVisibility());
    await expect(figure).toHaveLength(1);
  },
};

/**
 * On a laptop the card runs the band's full width under the heading, its numbers in a column beside the story: beside
 * a heading column it left some 300 px of empty band under the intro (two outside reviewers).
 */
export const WideCardOnLaptopChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const [slide] = visibleSlide(canvasElement).slides as [HTMLElement];
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="section-header"]')!.getBoundingClientRect();
    const card = slide.getBoundingClientRect();
    await expect(card.top).toBeGreaterThan(header.bottom);
    await expect(Math.abs(card.width - header.width)).toBeLessThan(2);
    const story = slide.querySelector("h3")!.getBoundingClientRect();
    const numbers = slide.querySelector('[data-slot="case-slide-metrics"]')!.getBoundingClientRect();
    await expect(numbers.left).toBeGreaterThanOrEqual(story.right);
    await expect(numbers.top).toBeLessThanOrEqual(story.top);
    // Previous, the dots and next stand together under the card's centre, not at its two edges.
    const controls = canvasElement.querySelector<HTMLElement>('[data-slot="case-carousel-controls"]')!;
    const [previous, dots, next] = [...controls.children].map((child) => child.getBoundingClientRect()) as [
      DOMRect,
      DOMRect,
      DOMRect,
    ];
    await expect(dots.left - previous.right).toBeLessThanOrEqual(16);
    await expect(next.left - dots.right).toBeLessThanOrEqual(16);
    await expect(Math.abs((previous.left + next.right) / 2 - (card.left + card.width / 2))).toBeLessThan(2);
  },
};

/** Starting on the last story (`initialIndex` 2). */
export const LastStory: Story = { args: { initialIndex: 2 } };
