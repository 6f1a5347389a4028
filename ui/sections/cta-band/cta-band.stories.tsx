import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { backgroundBehind, contrastRatio } from "../../../.storybook/contrast";
import { aboutPage, marketInsightsPage, servicesPage } from "../../../pages/content";
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

/** With the people the visitor will meet, as About closes: their monograms and one line naming them, above the action. */
export const WithHosts: Story = {
  args: { hosts: aboutPage.cta.hosts },
};

/**
 * What WithHosts shows, checked, with Market insights' hosts too: each line reads at 4.5:1 on vermilion, above the action; each disc's
 * edge is its cream outline at 3:1 or more and its fill a colour of its own (a vermilion disc read as a hole in the
 * band); the discs are drawn apart (overlapping, one covered the other's initials).
 */
export const HostsChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <>
      {[aboutPage.cta, marketInsightsPage.cta].map((cta) => (
        <CtaBand key={cta.title} title={cta.title} intro={cta.intro} hosts={cta.hosts}>
          <Button variant="inverse" size="lg">
            {cta.button}
          </Button>
        </CtaBand>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const cta of [aboutPage.cta, marketInsightsPage.cta]) {
      const band = canvas.getByRole("region", { name: cta.title });
      const hosts = within(band).getByText(cta.hosts.note);
      await expect(hosts).toHaveAttribute("data-slot", "cta-band-hosts");
      await expect(contrastRatio(getComputedStyle(hosts).color, backgroundBehind(hosts))).toBeGreaterThanOrEqual(4.5);
      const discs = [...hosts.querySelectorAll<SVGElement>('[data-slot="monogram"]')];
      await expect(discs).toHaveLength(cta.hosts.people.length);
      for (const disc of discs) {
        const ground = backgroundBehind(disc);
        await expect(
          contrastRatio(outermostShadowColour(getComputedStyle(disc).boxShadow), ground),
        ).toBeGreaterThanOrEqual(3);
        await expect(contrastRatio(getComputedStyle(disc).fill, ground)).toBeGreaterThanOrEqual(2);
      }
      const [first, second] = discs.map((disc) => disc.getBoundingClientRect());
      await expect(second!.left).toBeGreaterThan(first!.right);
      const action = within(band).getByRole("button", { name: cta.button });
      await expect(hosts.getBoundingClientRect().bottom).toBeLessThanOrEqual(action.getBoundingClientRect().top);
    }
  },
};

/**
 * Market insights' close, the quiet tone: the muted paper of a report's last page, the action in vermilion, and the
 * two people who review the rollouts behind its figures.
 */
export const Muted: Story = {
  args: {
    title: marketInsightsPage.cta.title,
    intro: marketInsightsPage.cta.intro,
    hosts: marketInsightsPage.cta.hosts,
    tone: "muted",
  },
  render: (args) => (
    <CtaBand {...args}>
      <Button size="lg">{marketInsightsPage.cta.button}</Button>
    </CtaBand>
  ),
};

/**
 * What Muted shows, checked: a muted band with no vermilion glow, its title, intro and hosts' line at 4.5:1 or more,
 * the discs without the cream outline they need on vermilion, and the action a vermilion button.
 */
export const MutedChecks: Story = {
  ...Muted,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const { cta } = marketInsightsPage;
    const band = canvas.getByRole("region", { name: cta.title });
    await expect(band).toHaveAttribute("data-tone", "muted");
    await expect(band.querySelector('[data-slot="brand-glow"]')).toBeNull();
    const words = [
      within(band).getByRole("heading", { level: 2, name: cta.title }),
      within(band).getByText(cta.intro),
      within(band).getByText(cta.hosts.note),
    ];
    for (const word of words) {
      const ratio = contrastRatio(getComputedStyle(word).color, backgroundBehind(word));
      await expect(ratio, word.textContent ?? "").toBeGreaterThanOrEqual(4.5);
    }
    for (const disc of band.querySelectorAll('[data-slot="monogram"]'))
      await expect(getComputedStyle(disc).boxShadow).toBe("none");
    const action = within(band).getByRole("button", { name: cta.button });
    const probe = document.createElement("span");
    probe.style.color = "var(--primary)";
    band.append(probe);
    const vermilion = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(action).backgroundColor).toBe(vermilion);
  },
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

/** Tab to each action: its focus ring (the outermost of its shadows) stands out from the vermilion at 3:1 or more. */
export const FocusRingChecks: Story = {
  ...TwoActions,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const band = canvas.getByRole("region", { name: servicesPage.cta.title });
    for (const name of [servicesPage.cta.contact, servicesPage.cta.schedule]) {
      const button = canvas.getByRole("button", { name });
      // Tab until it has focus, wherever focus was when the story began (a whole run leaves it anywhere).
      for (let presses = 0; presses < 10 && button.ownerDocument.activeElement !== button; presses++)
        await userEvent.tab();
      await expect(button).toHaveFocus();
      // The ring fades in (a box-shadow transition): read it once drawn.
      await Promise.all(button.getAnimations().map((animation) => animation.finished));
      const ring = outermostShadowColour(getComputedStyle(button).boxShadow);
      await expect(contrastRatio(ring, getComputedStyle(band).backgroundColor), name).toBeGreaterThanOrEqual(3);
    }
  },
};

/** The colour of the shadow that spreads furthest (a focus ring's), from a computed `box-shadow`. */
function outermostShadowColour(boxShadow: string): string {
  const shadows = [...boxShadow.matchAll(/((?:rgba?|oklch|oklab|color)\([^)]*\)) 0px 0px 0px (\d+(?:\.\d+)?)px/g)];
  const outermost = shadows.reduce((a, b) => (Number(b[2]) > Number(a[2]) ? b : a), shadows[0]!);
  return outermost[1]!;
}
