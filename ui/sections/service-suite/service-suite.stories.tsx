import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { serviceSuiteContent } from "../../../pages/content";
import { ServiceSuite } from "./service-suite";

const meta = {
  title: "Sections/ServiceSuite",
  component: ServiceSuite,
  parameters: { layout: "fullscreen" },
  args: serviceSuiteContent,
} satisfies Meta<typeof ServiceSuite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four services, each with a picture of it at work. */
export const Default: Story = {};

/** A region named by its heading, the target of the path chooser's 'I'm a Marketing Agency'; four cards of three points. */
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
    for (const card of cards) await expect(within(card).getAllByRole("listitem")).toHaveLength(3);
  },
};
