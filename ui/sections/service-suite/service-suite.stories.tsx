import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
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

/** The four services as tabs over one panel, the chosen one's picture beside its text from 768 px, under it on a phone. */
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
 * The agencies the path chooser sends here find what is theirs after the services they would sell: a band under the
 * chosen service's panel, with its own heading, a line on what the agency keeps and three points read as a list.
 */
export const AudienceAfterServices: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="service-suite-audience"]')!;
    await expect(panel).toHaveTextContent(/^For agencies/);
    await expect(within(panel).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Sell it to your clients, under your name",
    );
    await expect(panel).toHaveTextContent(serviceSuiteContent.audience.lede);
    await expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(serviceSuiteContent.audience.points);
    const firstCard = canvasElement.querySelector<HTMLElement>('[data-slot="service-card"]')!;
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(firstCard.getBoundingClientRect().bottom);
  },
};

const names = ["AI Chatbots", "AI Outreach", "AI Voice Assistants", "Event Websites"];
const pictureLabels = [chatVignette.label, outreachVignette.label, callVignette.label, registrationVignette.label];

/**
 * A region named by its heading, the target of the path chooser's 'I'm a Marketing Agency': four tabs named by the
 * services, the first chosen, and one panel showing it, with its four points and its picture.
 */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole("region", { name: "Four AI services that work as one" });
    await expect(section).toHaveAttribute("id", "business-automation");
    await expect(canvasElement.querySelector("#business-automation")).toBe(section);
    const tabs = within(canvas.getByRole("tablist", { name: "Four AI services that work as one" })).getAllByRole("tab");
    await expect(tabs.map((tab) => tab.textContent?.replace(/^\d\d/, ""))).toEqual(names);
    await expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false", "false"]);
    // The chosen service's heading, then the agencies' panel's: the other three panels are hidden.
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "AI Chatbots",
      serviceSuiteContent.audience.title,
    ]);
    const panel = canvas.getByRole("tabpanel", { name: "AI Chatbots" });
    const points = panel.querySelector<HTMLElement>('[data-slot="check-list"]')!;
    await expect(within(points).getAllByRole("listitem")).toHaveLength(4);
    await expect(within(panel).getByRole("img")).toHaveAccessibleName(chatVignette.label);
    // Home shows four of the six: a line under the panel says so and links to all of them.
    await expect(canvas.getByRole("link", { name: "All six services" })).toHaveAttribute("href", "/services");
    // Every panel is in the page, so its words are found by a search and by the prerender.
    await expect(canvasElement.querySelectorAll('[data-slot="service-card"]')).toHaveLength(4);
  },
};

/**
 * A tap on a tab shows its service; the arrow keys move between the tabs and choose as they go (Home and End to the
 * ends), as WAI-ARIA's tabs pattern says. A tap held before the code arrived is replayed as a plain click, which
 * chooses too.
 */
export const ChoosingAService: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const shown = () => canvas.getByRole("tabpanel");
    await userEvent.click(canvas.getByRole("tab", { name: "AI Voice Assistants" }));
    await expect(canvas.getByRole("tab", { name: "AI Voice Assistants" })).toHaveAttribute("aria-selected", "true");
    await expect(shown()).toHaveAccessibleName("AI Voice Assistants");
    await expect(within(shown()).getByRole("heading", { level: 3 })).toHaveTextContent("AI Voice Assistants");
    await expect(within(shown()).getByRole("img")).toHaveAccessibleName(callVignette.label);
    await expect(canvas.getAllByRole("tabpanel")).toHaveLength(1);

    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Event Websites" })).toHaveFocus();
    await expect(shown()).toHaveAccessibleName("Event Websites");
    await userEvent.keyboard("{ArrowRight}");
    await expect(shown()).toHaveAccessibleName("AI Chatbots");
    await userEvent.keyboard("{End}");
    await expect(shown()).toHaveAccessibleName("Event Websites");
    await userEvent.keyboard("{Home}");
    await expect(shown()).toHaveAccessibleName("AI Chatbots");
    // Tab leaves the row for the panel.
    await userEvent.tab();
    await expect(shown()).toHaveFocus();

    // The click alone, without the pointer's press before it, as the start script replays an early tap.
    canvas.getByRole("tab", { name: "AI Outreach" }).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await waitFor(() => expect(shown()).toHaveAccessibleName("AI Outreach"));
  },
};

/**
 * On a phone the tabs sit two by two and each service's panel stacks its text over its picture, nothing scrolling
 * sideways: each one whole, with all four points and its picture at its own size, wrapped to the width, in under
 * about 880 px (a phone screen and a bit).
 */
export const StackedOnPhones: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.matchMedia("(min-width: 48rem)").matches).toBe(false);
    const tabs = canvas.getAllByRole("tab").map((tab) => tab.getBoundingClientRect());
    await expect(tabs[1]!.top).toBe(tabs[0]!.top);
    await expect(tabs[2]!.top).toBeGreaterThanOrEqual(tabs[0]!.bottom);
    for (const [index, name] of names.entries()) {
      await userEvent.click(canvas.getByRole("tab", { name }));
      const card = canvas.getByRole("tabpanel");
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      const box = card.getBoundingClientRect();
      await expect(box.height).toBeLessThanOrEqual(880);
      const points = [...card.querySelectorAll<HTMLElement>('[data-slot="check-list"] > li')];
      await expect(points.filter((point) => point.checkVisibility())).toHaveLength(4);
      const visual = card.querySelector<HTMLElement>('[data-slot="service-visual"]')!;
      const picture = within(visual).getByRole("img");
      await expect(picture).toHaveAccessibleName(pictureLabels[index]!);
      await expect(picture).toBeVisible();
      await expect(visual.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        points.at(-1)!.getBoundingClientRect().bottom,
      );
      await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
  },
};

/**
 * From 1024 px the four tabs share one row, and each service's picture sits beside its text, on the right, in a
 * panel of one height for all four: the band does not jump as the visitor switches.
 */
export const SideBySideOnWideScreens: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.matchMedia("(min-width: 64rem)").matches).toBe(true);
    const tops = canvas.getAllByRole("tab").map((tab) => tab.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    const heights = new Set<number>();
    for (const name of names) {
      await userEvent.click(canvas.getByRole("tab", { name }));
      const card = canvas.getByRole("tabpanel");
      const text = card.querySelector("[data-slot=check-list]")!.getBoundingClientRect();
      const visual = card.querySelector<HTMLElement>('[data-slot="service-visual"]')!.getBoundingClientRect();
      await expect(visual.top).toBeLessThan(text.bottom);
      await expect(visual.left).toBeGreaterThanOrEqual(text.right);
      heights.add(Math.round(card.getBoundingClientRect().height));
    }
    await expect([...heights]).toHaveLength(1);
  },
};
