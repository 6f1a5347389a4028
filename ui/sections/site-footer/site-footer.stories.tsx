import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, waitFor, within } from "storybook/test";
import {
  footerCompanyLinks,
  footerCopy,
  footerLegalLinks,
  footerQuickLinks,
  site,
  socialProfiles,
} from "../../../pages/content";
import type { SubmitResult } from "../../lib/submit-result";
import { createLinkFollower } from "../../lib/follow-link";
import { SiteFooter } from "./site-footer";

const meta = {
  title: "Sections/SiteFooter",
  component: SiteFooter,
  parameters: { layout: "fullscreen" },
  args: {
    brand: site.name,
    legalName: site.legalName,
    location: site.location,
    copy: footerCopy,
    quickLinks: footerQuickLinks,
    companyLinks: footerCompanyLinks,
    legalLinks: footerLegalLinks,
    socials: socialProfiles,
    year: 2026,
    onNavigate: fn(),
    onSubscribe: fn((): Promise<SubmitResult> => Promise.resolve({ ok: true })),
    onCookieSettings: fn(),
  },
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: "instant" });
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ink footer band: brand, quick links, legal links, newsletter. */
export const Default: Story = {};

/** Quick links, legal links and 'Cookie Settings' report through their callbacks. */
export const ReportsClicks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    const quick = within(canvas.getByRole("navigation", { name: "Quick links" }));
    await userEvent.click(quick.getByRole("link", { name: "Event Automation" }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/#event-automation");
    await userEvent.click(quick.getByRole("link", { name: "Pricing" }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/services#pricing");
    await userEvent.click(quick.getByRole("link", { name: "Contact" }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/#contact");
    const company = within(canvas.getByRole("navigation", { name: "Company" }));
    await userEvent.click(company.getByRole("link", { name: "Market Insights" }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/market-insights");
    await expect(company.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(company.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    const legal = within(canvas.getByRole("navigation", { name: "Legal" }));
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await userEvent.click(legal.getByRole("button", { name: "Cookie Settings" }));
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};

/** Five networks, each named and opening in a new tab without handing the opener over. */
export const SocialProfiles: Story = {};

/** What SocialProfiles shows, checked. */
export const SocialProfilesChecks: Story = {
  ...SocialProfiles,
  tags: ["test-case", "!autodocs"],
  parameters: { ...SocialProfiles.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    for (const network of ["LinkedIn", "X", "Instagram", "Facebook", "YouTube"]) {
      const link = canvas.getByRole("link", { name: `Parley on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  },
};

/** The newsletter form inside the footer: submits `{ email }` and resets on success (ending as Default looks). */
export const Newsletter: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.type(email, "hello@eventwise.co.uk");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ email: "hello@eventwise.co.uk" });
    await waitFor(() => expect(email).toHaveValue(""));
  },
};

/**
 * Wired to real scrolling, with the keyboard: Event Automation lands 80 px under the top with focus on the
 * section (announced by its heading); a missing Contact only warns.
 */
export const ScrollsOnHome: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onNavigate: fn(createLinkFollower({ currentPath: "/", navigate: () => {} })) },
  render: (args) => (
    <>
      <section
        id="event-automation"
        aria-labelledby="event-automation-heading"
        className="mx-6 mt-24 mb-[120vh] h-64 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="event-automation-heading" className="text-2xl font-semibold">
          Event automation
        </h2>
      </section>
      <SiteFooter {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole("contentinfo").scrollIntoView({ behavior: "instant" });
    canvas.getByRole("link", { name: "Event Automation" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () =>
        expect(Math.round(document.getElementById("event-automation")?.getBoundingClientRect().top ?? NaN)).toBe(80),
      { timeout: 3000 },
    );
    await expect(canvas.getByRole("region", { name: "Event automation" })).toHaveFocus();
    const warn = spyOn(console, "warn").mockImplementation(() => {});
    await userEvent.click(canvas.getByRole("link", { name: "Contact" }));
    await expect(warn).toHaveBeenCalledWith('scrollToSection: no section with id "contact" on this page');
    warn.mockRestore();
  },
};

/**
 * On a phone the link columns sit two to a row, so the third (Legal) takes the whole row and sets its three links side
 * by side, not alone in a half-empty row. From `sm` the three columns stand side by side.
 */
export const LegalRowOnPhones: Story = {
  tags: ["test-case", "!autodocs"],
  // The picture is Default's on a phone.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    const legal = canvas.getByRole("navigation", { name: footerCopy.legalHeading });
    const quick = canvas.getByRole("navigation", { name: footerCopy.quickLinksHeading });
    const tops = within(legal)
      .getAllByRole("listitem")
      .map((item) => Math.round(item.getBoundingClientRect().top));
    if (window.matchMedia("(min-width: 40rem)").matches) {
      await expect(legal.getBoundingClientRect().top).toBe(quick.getBoundingClientRect().top);
      return;
    }
    await expect(legal.getBoundingClientRect().top).toBeGreaterThan(quick.getBoundingClientRect().bottom);
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[1]).toBe(tops[2]);
    await expect(legal.getBoundingClientRect().right).toBeGreaterThan(quick.getBoundingClientRect().right + 100);
  },
};
