import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ANALYTICS_SCRIPT_ID, CONSENT_STORAGE_KEY } from "../analytics";
import { site } from "../content";
import { replyWaitVignette, teamVignette } from "../content/vignettes";
import { revealNavLinks } from "../../ui/sections/site-nav/testing";
import { preloadRoute } from "../shell/route-table";
import type { RoutePreview } from "./route-story";
import { expectPageShell, navGroundChecks, routeStoryMeta, visitWithConsent } from "./route-story";

const meta = {
  title: "Pages/About",
  ...routeStoryMeta("/about"),
} satisfies Meta<typeof RoutePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about: mission, vision, technology stack, team categories and the consultation button (booking, new tab). */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expectPageShell(canvas, {
      h1: "We build the AI that answers while your team runs the event",
      title: "About us | Parley",
    });
    // Its own opening: the words centred over the team's rollout plan, not beside a card as Services opens.
    const hero = canvas.getByRole("main").firstElementChild!;
    await expect(within(hero as HTMLElement).getByRole("img", { name: teamVignette.label })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole("heading", { level: 1 })).textAlign).toBe("center");
    // The nav's link (the footer's Company group has an 'About Us' link too, unmarked).
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await expect(nav.getByRole("link", { name: "About Us", hidden: true })).toHaveAttribute("aria-current", "page");
    for (const heading of [
      "Mission and vision",
      "Proven tools, chosen for each job",
      "Four disciplines, one delivery team",
    ]) {
      await expect(canvas.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(canvas.getByRole("heading", { level: 3, name: "Our mission" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Our vision" })).toBeVisible();
    // The mission and vision drawn: one enquiry's wait, an inbox's beside an assistant's.
    await expect(canvas.getByRole("figure", { name: replyWaitVignette.caption })).toBeVisible();
    const book = canvas.getByRole("link", { name: "Schedule Consultation (opens in a new tab)" });
    await expect(book).toHaveAttribute("href", site.bookingHref);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** Page links navigate inside the app: About → Services changes the page, its title and the current link. */
export const NavigatesBetweenPages: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  // Storybook wraps clicks in act(), where a page suspending on its code never resumes: Services is loaded up
  // front here (loading on navigation is covered by pages/shell/route-table.browser.test.tsx and the e2e suite).
  loaders: [() => preloadRoute("/services")],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1 });
    await revealNavLinks(canvas, userEvent);
    // The nav's link: the footer's Company group has a Services link too.
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await userEvent.click(nav.getByRole("link", { name: "Services" }));
    await canvas.findByRole("heading", { level: 1, name: "AI automation for events and agencies" });
    await expect(nav.getByRole("link", { name: "Services", hidden: true })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(document.title).toBe("Services | Parley"));
  },
};

/** Nav Contact from /about: goes to / first, then (after 100 ms) scrolls #contact to 80 px below the top. */
export const ContactFromAnotherPage: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  // Storybook wraps clicks in act(), where a navigation suspending on code never resumes: the home page's code
  // (with its sections below the fold) is loaded up front, as in NavigatesBetweenPages.
  loaders: [() => preloadRoute("/")],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1 });
    await revealNavLinks(canvas, userEvent);
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await userEvent.click(nav.getByRole("link", { name: "Contact" }));
    await canvas.findByRole("heading", { level: 1, name: "Turn Conversations Into Meetings" });
    await waitFor(
      () => expect(Math.round(document.getElementById("contact")?.getBoundingClientRect().top ?? Number.NaN)).toBe(80),
      { timeout: 8000 },
    );
  },
};

/** The skip link is the first stop for keyboard users and moves focus to main. */
export const SkipLink: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1 });
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("main")).toHaveFocus());
  },
};

/** First visit: the cookie banner asks; Accept stores 'accepted' and hides it; 'Cookie Settings' asks again. */
export const FirstVisitCookieChoice: Story = {
  tags: ["test-case", "!autodocs"],
  beforeEach: visitWithConsent(null),
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole("region", { name: "Cookie consent" });
    await expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
    await userEvent.click(within(banner).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Cookie consent" })).toBeNull());
    await expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("accepted");
    // Storybook builds without VITE_ANALYTICS_SRC: with no source configured, Accept loads nothing.
    await expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Cookie Settings" }));
    const again = await canvas.findByRole("region", { name: "Cookie consent" });
    await userEvent.click(within(again).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Cookie consent" })).toBeNull());
    await expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("declined");
  },
};

/** A returning visitor who chose before is not asked again. */
export const ReturningVisitor: Story = {
  tags: ["test-case", "!autodocs"],
  beforeEach: visitWithConsent("accepted"),
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1 });
    await expect(canvas.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  },
};

/** A page that opens on paper keeps the fixed bar on paper from the top. */
export const NavOnPaperChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: navGroundChecks(false),
};
