import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { backgroundBehind, contrastRatio } from "../../../.storybook/contrast";
import { aboutPage, servicesPage } from "../../../pages/content";
import { Button } from "../../primitives/button";
import { CtaBand } from "./cta-band";

const meta = {
  title: "Sections/CtaBand",
  component: CtaBand,
  parameters: { layout: "fullscreen" },
  args: { title: aboutPage.cta.title, intro: aboutPage.cta.intro, children: null },
  render: (args) => (
    <CtaBand {...args}>
      <Button variant="inverse" size="lg">
        {aboutPage.cta.button}
      </Button>
    </CtaBand>
  ),
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vermilion band closing the About page: title, one line of intro and its one action, in cream. */
export const Default: Story = {};

/** Two actions, as Services closes: the main one in cream, the second outlined in the band's foreground. */
export const TwoActions: Story = {
  args: { title: servicesPage.cta.title, intro: servicesPage.cta.intro },
  render: (args) => (
    <CtaBand {...args}>
      <Button variant="inverse" size="lg">
        {servicesPage.cta.schedule}
      </Button>
      <Button variant="inverse-outline" size="lg">
        {servicesPage.cta.contact}
      </Button>
    </CtaBand>
  ),
};

/** A region named by its heading, with the action inside it. */
export const Landmark: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: aboutPage.cta.title });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole("button", { name: aboutPage.cta.button })).toBeVisible();
  },
};

/** What TwoActions shows, checked: a brand band whose words and second action read at 4.5:1 or more on vermilion. */
export const TwoActionsChecks: Story = {
  ...TwoActions,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: servicesPage.cta.title });
    await expect(region).toHaveAttribute("data-tone", "brand");
    const texts = [
      canvas.getByRole("heading", { level: 2, name: servicesPage.cta.title }),
      canvas.getByText(servicesPage.cta.intro),
      canvas.getByRole("button", { name: servicesPage.cta.contact }),
      canvas.getByRole("button", { name: servicesPage.cta.schedule }),
    ];
    for (const text of texts) {
      const ratio = contrastRatio(getComputedStyle(text).color, backgroundBehind(text));
      await expect(ratio, text.textContent ?? "").toBeGreaterThanOrEqual(4.5);
    }
  },
};
