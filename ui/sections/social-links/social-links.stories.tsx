import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { socialLinksCopy, socialProfiles } from "../../../pages/content/site";
import { StoryState } from "../../../.storybook/story-state";
import { SocialIcon } from "./social-icons";
import { SocialLinks } from "./social-links";

/**
 * Icon links to the company's social profiles, as in the nav and the footer. Each opens in a new tab and says so in
 * its accessible name ('Parley on LinkedIn (opens in a new tab)', from `copy`). Use `tone="inverse"` on the ink
 * footer band. Not for sharing a page: these link to our profiles.
 */
const meta = {
  title: "Sections/SocialLinks",
  component: SocialLinks,
  subcomponents: { SocialIcon },
  parameters: { layout: "centered" },
  args: { profiles: socialProfiles, copy: socialLinksCopy },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a light surface (the navigation). */
export const Default: Story = {};

/** On the ink footer band. */
export const Inverse: Story = {
  args: { tone: "inverse" },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-inverse p-4">
        <Story />
      </div>
    ),
  ],
};

/**
 * The five brand marks on their own (`SocialIcon`), each labelled with its network. They are decorative: use one
 * only inside a link or button that carries the name, as `SocialLinks` does.
 */
export const Icons: Story = {
  render: () => (
    <div className="flex gap-6">
      {socialProfiles.map((profile) => (
        <StoryState key={profile.network} label={profile.label}>
          <SocialIcon network={profile.network} className="size-6 text-foreground" />
        </StoryState>
      ))}
    </div>
  ),
};

/** One link per profile, each named for screen readers and opening in a new tab without `window.opener`. */
export const NamesAndNewTab: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(socialProfiles.length);
    const linkedIn = canvas.getByRole("link", { name: "Parley on LinkedIn (opens in a new tab)" });
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByRole("link", { name: "Parley on YouTube (opens in a new tab)" })).toBeVisible();
  },
};
