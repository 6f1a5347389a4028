import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { serviceSuiteContent } from "../../../pages/content";
import { callVignette, chatVignette, outreachVignette, registrationVignette } from "../../../pages/content/vignettes";
import { CallVignette, ChatVignette, OutreachVignette, RegistrationVignette } from "../../vignettes";
import { ServiceSuite } from "./service-suite";

const meta = {
  title: "Sections/ServiceSuite",
  component: ServiceSuite,
  parameters: { layout: "fullscreen" },
  args: {
    ...serviceSuiteContent,
    visuals: {
      chatbot: <ChatVignette copy={chatVignette} />,
      outreach: <OutreachVignette copy={outreachVignette} />,
      voice: <CallVignette copy={callVignette} />,
      website: <RegistrationVignette copy={registrationVignette} />,
    },
  },
} satisfies Meta<typeof ServiceSuite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four services, each a panel with a picture of it at work: beside the text from 768 px, sides alternating; under it on a phone, the four stacked. */
export const Default: Story = {};

/** Without pictures: each service shows its icon instead. */
export const WithoutPictures: Story = {
  args: { visuals: undefined },
};

/** Without an audience panel: the heading stands alone. */
export const WithoutAudience: Story = {
  args: { audience: undefined },
};

/**
 * The agencies the path chooser sends here find what is theirs first: the panel beside the heading (under it on a
 * phone), above the services, with its own heading, three points read as a list and a client's result.
 */
export const AudienceFirst: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="service-suite-audience"]')!;
    await expect(panel).toHaveTextContent(/^For agencies/);
    await expect(within(panel).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Sell it to your clients, under your name",
    );
    await expect(panel).toHaveTextContent(/Harbour & Vale now launch a client's assistant in three weeks/);
    await expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(serviceSuiteContent.audience.points);
    const firstCard = canvasElement.querySelector<HTMLElement>('[data-slot="service-card"]')!;
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstCard.getBoundingClientRect().top);
  },
};

/** A region named by its heading, the target of the path chooser's 'I'm a Marketing Agency'; four cards of four points. */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole("region", { name: "Four AI services that work as one" });
    await expect(section).toHaveAttribute("id", "business-automation");
    await expect(canvasElement.querySelector("#business-automation")).toBe(section);
    // The agencies' panel's heading first, then one per service.
    const names = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual([
      serviceSuiteContent.audience.title,
      "AI Chatbots",
      "AI Outreach",
      "AI Voice Assistants",
      "Event Websites",
    ]);
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot="service-card"]');
    await expect(cards).toHaveLength(4);
    for (const card of cards) {
      const points = card.querySelector<HTMLElement>('[data-slot="check-list"]')!;
      await expect(within(points).getAllByRole("listitem")).toHaveLength(4);
    }
    // Every picture is shown, on a phone too, each one image named by what it shows.
    const pictures = canvas.getAllByRole("img");
    await expect(pictures.map((picture) => picture.getAttribute("aria-label"))).toEqual([
      chatVignette.label,
      outreachVignette.label,
      callVignette.label,
      registrationVignette.label,
    ]);
    for (const picture of pictures) await expect(picture).toBeVisible();
  },
};

/**
 * On a phone the four stack, nothing scrolling sideways: each one whole, its number and name, what it does, all four
 * points and its picture under them, drawn to the width, in under about 760 px (a phone screen and a bit).
 */
export const StackedOnPhones: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia("(min-width: 48rem)").matches).toBe(false);
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="service-list"]')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const listBox = list.getBoundingClientRect();
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="service-card"]')];
    for (const [index, card] of cards.entries()) {
      const box = card.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(listBox.left);
      await expect(box.right).toBeLessThanOrEqual(listBox.right);
      await expect(box.height).toBeLessThanOrEqual(760);
      if (index > 0) await expect(box.top).toBeGreaterThanOrEqual(cards[index - 1]!.getBoundingClientRect().bottom);
      const points = [...card.querySelectorAll<HTMLElement>('[data-slot="check-list"] > li')];
      await expect(points.filter((point) => point.checkVisibility())).toHaveLength(4);
      // The picture under the points, and whole: the window fits the card's width.
      const visual = card.querySelector<HTMLElement>('[data-slot="service-visual"]')!;
      const picture = within(visual).getByRole("img");
      await expect(picture).toBeVisible();
      await expect(visual.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        points.at(-1)!.getBoundingClientRect().bottom,
      );
      await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
  },
};

/** From 768 px each picture sits beside its text, on the right, then the left, and so on: the panels alternate. */
export const AlternatingOnWideScreens: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia("(min-width: 48rem)").matches).toBe(true);
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot="service-card"]');
    for (const [index, card] of [...cards].entries()) {
      const text = card.querySelector("[data-slot=check-list]")!.getBoundingClientRect();
      const visual = card.querySelector<HTMLElement>('[data-slot="service-visual"]')!.getBoundingClientRect();
      await expect(visual.top).toBeLessThan(text.bottom);
      if (index % 2 === 0) await expect(visual.left).toBeGreaterThanOrEqual(text.right);
      else await expect(visual.right).toBeLessThanOrEqual(text.left);
    }
  },
};
