import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, waitFor } from "storybook/test";
import { navCopy, navLinks, site, socialProfiles } from "../../../pages/content";
import { createLinkFollower } from "../../lib/follow-link";
import { Container } from "../../primitives/section";
import { SiteNav } from "./site-nav";
import { revealNavLinks } from "./testing";

/** A stand-in page under the fixed nav: tall, with the home sections the links scroll to. */
function DemoPage({ sections = ["event-automation", "contact"] }: { sections?: string[] }) {
  return (
    <Container className="pt-24">
      <p className="max-w-prose text-muted-foreground">Scroll targets below sit 80 px under the nav when reached.</p>
      {sections.map((id) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-heading`}
          className="mt-[120vh] rounded-xl border border-border bg-card p-6"
        >
          <h2 id={`${id}-heading`} className="text-2xl font-semibold">
            #{id}
          </h2>
        </section>
      ))}
      <div className="h-[120vh]" />
    </Container>
  );
}

const topOf = (id: string) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN;

const meta = {
  title: "Sections/SiteNav",
  component: SiteNav,
  // A fixed bar: inline on the docs page it would have no height of its own and show nothing, so each story has
  // its own frame there, as tall as the bar.
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "96px" } } },
  args: {
    brand: site.name,
    links: navLinks,
    socials: socialProfiles,
    copy: navCopy,
    bookingHref: site.bookingHref,
    currentPath: "/",
    onNavigate: fn(),
    defaultOpen: false,
  },
  // Keyed on `defaultOpen`: it is read once, on mount, so a new value from the Controls panel remounts the nav.
  render: (args) => <SiteNav key={String(args.defaultOpen)} {...args} />,
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: "instant" });
  },
} satisfies Meta<typeof SiteNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the home page: Home is the current page. Below `md` the links fold behind the menu button. */
export const Default: Story = {};

/** Every link is a real `href` (works without JS); a plain click reports it to `onNavigate` instead. */
export const ReportsClicks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("banner")).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Home", hidden: true })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Contact", hidden: true })).toHaveAttribute("href", "/#contact");
    await revealNavLinks(canvas, userEvent);
    await userEvent.click(canvas.getByRole("link", { name: "About Us" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/about");
    await revealNavLinks(canvas, userEvent);
    await userEvent.click(canvas.getByRole("link", { name: "Contact" }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/#contact");
  },
};

/** The primary call to action sits in the bar on every width (not behind the menu) and books in a new tab. */
export const BookingAction: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args }) => {
    const action = canvas.getByRole("link", { name: "Book Free Workshop (opens in a new tab)" });
    await expect(action).toBeVisible();
    await expect(action).toHaveAttribute("href", args.bookingHref);
    await expect(action).toHaveAttribute("target", "_blank");
    await expect(action).toHaveAttribute("rel", "noopener noreferrer");
    // Part of the navigation landmark; a full-size touch target on a phone too.
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toContainElement(action);
    await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** On /services the Services link is the current page. */
export const CurrentPage: Story = {
  args: { currentPath: "/services" },
};

/** What CurrentPage shows, checked. */
export const CurrentPageChecks: Story = {
  ...CurrentPage,
  tags: ["test-case", "!autodocs"],
  parameters: { ...CurrentPage.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Services", hidden: true })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current");
  },
};

/** Five social profiles with names that say where they go; each opens in a new tab. */
export const SocialIcons: Story = {};

/** What SocialIcons shows, checked. */
export const SocialIconsChecks: Story = {
  ...SocialIcons,
  tags: ["test-case", "!autodocs"],
  parameters: { ...SocialIcons.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const linkedIn = canvas.getByRole("link", { name: "Parley on LinkedIn (opens in a new tab)", hidden: true });
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/**
 * On a laptop the bar's icons stay behind its links: 16 px marks on targets of at least 24 × 24 px, muted until one is
 * focused (or hovered).
 */
export const QuietSocialIconsChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="site-nav-bar"]')!;
    const links = [...bar.querySelectorAll<HTMLElement>('[data-slot="social-link"]')];
    await expect(links).toHaveLength(socialProfiles.length);
    for (const link of links) {
      const target = link.getBoundingClientRect();
      await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
      await expect(link.querySelector("svg")?.getBoundingClientRect().width).toBe(16);
    }
    const linkedIn = canvas.getByRole("link", { name: "Parley on LinkedIn (opens in a new tab)" });
    const muted = getComputedStyle(linkedIn).color;
    await expect(muted).not.toBe(getComputedStyle(canvas.getByRole("link", { name: "About Us" })).color);
    linkedIn.focus();
    // Back and forth by keyboard, so the focus is a visible one.
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Tab}");
    await expect(linkedIn).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(linkedIn).color).not.toBe(muted));
  },
};

/** Phones: the menu open (`defaultOpen`), links and social icons in a panel under the bar. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile" } },
  // On the docs page its frame is a phone wide (.storybook/docs-frames.css), with room for the panel.
  parameters: { docs: { story: { inline: false, height: "560px" } } },
  args: { defaultOpen: true },
};

/** What MobileMenuOpen shows, checked: below `md` the panel holds the links; wider, they sit in the bar. */
export const MobileMenuOpenChecks: Story = {
  ...MobileMenuOpen,
  tags: ["test-case", "!autodocs"],
  parameters: { ...MobileMenuOpen.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "About Us" })).toBeVisible();
    if (window.matchMedia("(min-width: 48rem)").matches) return;
    const toggle = canvas.getByRole("button", { name: "Close menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")).toContainElement(
      canvas.getByRole("link", { name: "About Us" }),
    );
  },
};

/**
 * The phone menu by keyboard and pointer (the APG disclosure pattern): the button says whether it is open and stays
 * focused, Tab walks into the links, Escape closes and returns focus to the button, following a link closes it.
 */
export const MobileMenuKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "About Us" })).toBeNull();
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(toggle).toHaveFocus();
    await expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")).toContainElement(
      canvas.getByRole("link", { name: "Home" }),
    );
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole("link", { name: "Home" })).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole("link", { name: "Services" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/services");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

/**
 * Wired to real scrolling on home: Contact lands 80 px below the top with focus on the section (announced by its
 * heading), Home returns to the top.
 */
export const ScrollsOnHome: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onNavigate: fn(createLinkFollower({ currentPath: "/", navigate: () => {} })) },
  render: (args) => (
    <>
      <SiteNav {...args} />
      <DemoPage />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await revealNavLinks(canvas, userEvent);
    await userEvent.click(canvas.getByRole("link", { name: "Contact" }));
    await waitFor(() => expect(Math.round(topOf("contact"))).toBe(80), { timeout: 3000 });
    await expect(canvas.getByRole("region", { name: "#contact" })).toHaveFocus();
    await revealNavLinks(canvas, userEvent);
    await userEvent.click(canvas.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
  },
};

/** The router's navigate in the cross-route story: only records when it was called. */
const navigate = fn().mockName("navigate");

/** From another route, Contact goes to / first and scrolls only after 100 ms. */
export const CrossRouteContact: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { currentPath: "/about", onNavigate: fn(createLinkFollower({ currentPath: "/about", navigate })) },
  render: (args) => (
    <>
      <SiteNav {...args} />
      <DemoPage />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    let navigatedAt = Number.NaN;
    let scrolledAt = Number.NaN;
    navigate.mockReset().mockImplementation(() => (navigatedAt = performance.now()));
    const scrollTo = window.scrollTo.bind(window);
    const spy = spyOn(window, "scrollTo").mockImplementation((options?: ScrollToOptions | number) => {
      scrolledAt = performance.now();
      scrollTo(options as ScrollToOptions);
    });
    await revealNavLinks(canvas, userEvent);
    await userEvent.click(canvas.getByRole("link", { name: "Contact" }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith("/");
    await waitFor(() => expect(Math.round(topOf("contact"))).toBe(80), { timeout: 3000 });
    await expect(scrolledAt - navigatedAt).toBeGreaterThanOrEqual(99);
    await expect(canvas.getByRole("region", { name: "#contact" })).toHaveFocus();
    spy.mockRestore();
  },
};

/** A link whose section is not on the page only logs a warning; nothing throws, nothing scrolls. */
export const MissingSection: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onNavigate: fn(createLinkFollower({ currentPath: "/", navigate: () => {} })) },
  render: (args) => (
    <>
      <SiteNav {...args} />
      <DemoPage sections={["event-automation"]} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await revealNavLinks(canvas, userEvent);
    const warn = spyOn(console, "warn").mockImplementation(() => {});
    await userEvent.click(canvas.getByRole("link", { name: "Contact" }));
    await expect(warn).toHaveBeenCalledWith('scrollToSection: no section with id "contact" on this page');
    await expect(window.scrollY).toBe(0);
    warn.mockRestore();
  },
};
