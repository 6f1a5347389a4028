import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
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

/** The four services, each a panel with a large picture of it at work (beside the text on wide screens, under it on a phone). */
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
 * phone), above the services, its three points read as a list.
 */
export const AudienceFirst: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="service-suite-audience"]')!;
    await expect(panel).toHaveTextContent(/^For agencies/);
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
    const names = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(["AI Chatbots", "AI Outreach", "AI Voice Assistants", "Event Websites"]);
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
 * Phones and tablets: a dot per service under the sideways row, the one in view marked current; a dot brings its
 * service to the middle, and the dots follow the row when it is scrolled (swipe, keyboard). Hidden where nothing scrolls.
 */
export const DotsFollowTheRow: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const dots = canvasElement.querySelector<HTMLElement>('[data-slot="scroll-dots"]')!;
    if (window.matchMedia("(min-width: 64rem)").matches) {
      await expect(dots).not.toBeVisible();
      return;
    }
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="service-list"]')!;
    const dot = (position: number, name: string) =>
      canvas.getByRole("button", { name: `Show ${name} (${position} of 4)` });
    await expect(dot(1, "AI Chatbots")).toHaveAttribute("aria-current", "true");
    await expect(dot(1, "AI Chatbots")).toHaveAttribute("aria-controls", list.id);
    await userEvent.click(dot(3, "AI Voice Assistants"));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(dot(3, "AI Voice Assistants")).toHaveAttribute("aria-current", "true"));
    await expect(dot(1, "AI Chatbots")).not.toHaveAttribute("aria-current");
    list.scrollTo({ left: list.scrollWidth, behavior: "instant" });
    await waitFor(() => expect(dot(4, "Event Websites")).toHaveAttribute("aria-current", "true"));
  },
};

/** On a phone each card keeps its first two points, so the sideways row stays short; from 640 px all four show. */
export const TwoPointsOnPhones: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const phone = !window.matchMedia("(min-width: 40rem)").matches;
    for (const card of canvasElement.querySelectorAll<HTMLElement>('[data-slot="service-card"]')) {
      const points = [...card.querySelectorAll<HTMLElement>('[data-slot="check-list"] > li')];
      await expect(points).toHaveLength(4);
      await expect(points.filter((point) => point.checkVisibility()).length).toBe(phone ? 2 : 4);
    }
  },
};
