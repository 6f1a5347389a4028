import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { aboutPage } from "../../../pages/content";
import { StackFlow } from "./stack-flow";

const meta = {
  title: "Sections/StackFlow",
  component: StackFlow,
  parameters: { layout: "fullscreen" },
  args: { ...aboutPage.stack },
} satisfies Meta<typeof StackFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About's stack: website chat to AI, to the CRM and calendar, to the phone, on a data and hosting base. */
export const Default: Story = {};

/** Two stages on the base: the arrows and the base hold with fewer parts. */
export const TwoStages: Story = { args: { stages: aboutPage.stack.stages.slice(0, 2) } };

/** The stages are an ordered list in the path's order; every part names its tool list. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: aboutPage.stack.title });
    const stages = within(region)
      .getAllByRole("listitem")
      .filter((item) => item.dataset.slot === "stack-stage");
    await expect(stages.map((stage) => within(stage).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Conversational AI",
      "Automation and CRM",
      "Voice and telephony",
    ]);
    await expect(stages[0]?.parentElement?.tagName).toBe("OL");
    await expect(canvas.getByRole("list", { name: "Voice and telephony: tools" })).toHaveTextContent("Twilio");
    await expect(canvas.getByRole("list", { name: "Data and hosting: tools" })).toHaveTextContent("Encrypted at rest");
  },
};
