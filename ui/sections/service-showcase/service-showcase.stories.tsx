import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { servicesPage } from "../../../pages/content";
import {
  callSummaryVignette,
  eventSiteVignette,
  handoffVignette,
  sequenceResultsVignette,
} from "../../../pages/content/vignettes";
import { CallSummaryVignette, EventSiteVignette, HandoffVignette, SequenceResultsVignette } from "../../vignettes";
import { ServiceShowcase } from "./service-showcase";

const visuals = {
  handoff: <HandoffVignette copy={handoffVignette} />,
  sequenceResults: <SequenceResultsVignette copy={sequenceResultsVignette} />,
  callSummary: <CallSummaryVignette copy={callSummaryVignette} />,
  eventSite: <EventSiteVignette copy={eventSiteVignette} />,
};

const meta = {
  title: "Sections/ServiceShowcase",
  component: ServiceShowcase,
  parameters: { layout: "fullscreen" },
  args: {
    title: servicesPage.services.title,
    intro: servicesPage.services.intro,
    services: servicesPage.services.core.map((service) => ({ ...service, visual: visuals[service.visual] })),
    joins: servicesPage.services.joins,
  },
} satisfies Meta<typeof ServiceShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Services' six: four beside their product vignettes, each with what it includes and a spec sheet of four facts, then
 * CRM and analytics as what the four feed into.
 */
export const Default: Story = {};

/** Two services, without their lists and facts, and one that joins them: the shape holds with fewer, leaner rows. */
export const Short: Story = {
  args: {
    services: servicesPage.services.core
      .slice(0, 2)
      .map(({ title, description, visual }) => ({ title, description, visual: visuals[visual] })),
    joins: { ...servicesPage.services.joins, items: servicesPage.services.joins.items.slice(0, 1) },
  },
};

/** Every service is an h3 of the one section, in order; the vignettes are named images; the flow chips are hidden. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: servicesPage.services.title });
    await expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "AI Chatbots",
      "AI Outreach",
      "AI Voice Assistants",
      "Event Websites",
      "CRM Integration",
      "Analytics & Reporting",
    ]);
    await expect(within(region).getAllByRole("img")).toHaveLength(4);
    // Each sheet reads as term and value, in the order a buyer asks.
    const firstSheet = region.querySelector<HTMLElement>('[data-slot="showcase-facts"]')!;
    await expect(
      within(firstSheet)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["You provide", "Works with", "From", "Hands over to"]);
    await expect(within(firstSheet).getAllByRole("definition")[2]).toHaveTextContent("$1,000 per event (Starter)");
    await expect(region.querySelectorAll('[data-slot="showcase-facts"]')).toHaveLength(4);
    // The two that join the others are numbered on from them, so "six services" counts to six.
    const joins = region.querySelector<HTMLElement>('[data-slot="showcase-joins"]')!;
    await expect([...joins.querySelectorAll("li")].map((item) => item.textContent?.slice(0, 2))).toEqual(["05", "06"]);
    await expect(within(region).getByText("Chatbot").closest("[aria-hidden='true']")).not.toBeNull();
  },
};

/**
 * On a phone each row opens with its number and name, the picture under them: with the picture first, the next
 * service's number read as a caption of the picture above it. The lists come after the picture (before it, the
 * picture came a screen and a half down). On a wide screen they stand side by side.
 */
export const NameBeforePictureOnPhones: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const stacked = !window.matchMedia("(min-width: 64rem)").matches;
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="showcase-service"]')];
    await expect(rows).toHaveLength(4);
    for (const row of rows) {
      const picture = row.querySelector<HTMLElement>('[data-slot="showcase-visual"]')!.getBoundingClientRect();
      const heading = row.querySelector<HTMLElement>("h3")!.getBoundingClientRect();
      const lists = row.querySelector<HTMLElement>('[data-slot="showcase-details"]')!.getBoundingClientRect();
      if (stacked) {
        await expect(heading.bottom).toBeLessThanOrEqual(picture.top);
        await expect(picture.bottom).toBeLessThanOrEqual(lists.top);
      } else {
        await expect(picture.top).toBeLessThan(heading.bottom);
        await expect(lists.left).toBeGreaterThanOrEqual(heading.left - 1);
      }
    }
  },
};

/**
 * On a laptop each picture starts level with its service's number and stays in view (sticky under the nav) while the
 * longer text beside it is read: centred on the text, the outreach picture had some 100 px of empty page above it.
 * The spec sheet is set on the page under a hairline, not boxed as a card beside a picture that is one.
 */
export const PictureLevelWithItsServiceChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll<HTMLElement>('[data-slot="showcase-service"]')) {
      const picture = row.querySelector<HTMLElement>('[data-slot="showcase-visual"]')!;
      await expect(Math.abs(picture.getBoundingClientRect().top - row.getBoundingClientRect().top)).toBeLessThan(1);
      await expect(getComputedStyle(picture).position).toBe("sticky");
      const sheet = row.querySelector<HTMLElement>('[data-slot="showcase-facts"]')!;
      await expect(getComputedStyle(sheet).borderLeftWidth).toBe("0px");
    }
  },
};
