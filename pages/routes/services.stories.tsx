import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { site } from "../content";
import { preloadRoute } from "../shell/route-table";
import type { RoutePreview } from "./route-story";
import { expectPageShell, routeStoryMeta } from "./route-story";

const meta = {
  title: "Pages/Services",
  ...routeStoryMeta("/services"),
} satisfies Meta<typeof RoutePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /services: six services with four product pictures, the four-step timeline, four benefits, the packages read across
 * the services, both actions twice.
 */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expectPageShell(canvas, {
      h1: "AI automation for events and agencies",
      title: "Services | Parley",
    });
    const services = canvas.getByRole("region", { name: "Six services, one joined-up system" });
    await expect(within(services).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    const benefits = canvas.getByRole("region", { name: "What changes for your team" });
    await expect(within(benefits).getAllByRole("heading", { level: 3 })).toHaveLength(4);
    // The report the benefits' intro names is a link to it.
    const report = within(benefits).getByRole("link", { name: "market insights report" });
    await expect(report).toHaveAttribute("href", "/market-insights");
    const process = canvas.getByRole("region", { name: "A four-step process" });
    const steps = within(within(process).getByRole("list")).getAllByRole("listitem");
    await expect(steps.map((step) => within(step).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Discovery & Analysis",
      "Strategy & Planning",
      "Development & Testing",
      "Deployment & Support",
    ]);
    // The packages read across the six services, where the footer's Pricing link lands: after the benefits, before
    // the closing band, with home's prices and its note on what each price buys.
    const pricing = canvas.getByRole("region", { name: "What each package includes" });
    await expect(pricing).toHaveAttribute("id", "pricing");
    await expect(
      within(pricing)
        .getAllByRole("columnheader")
        .slice(1)
        .map((h) => h.textContent),
    ).toEqual(["Starter$1,000per event", "Most PopularGrowth$2,500-$5,000one time", "Pro$10,000+one time"]);
    await expect(within(pricing).getByText(/^Starter is priced per event/)).toBeInTheDocument();
    const bands = [...canvas.getByRole("main").children];
    await expect(bands.indexOf(pricing)).toBe(bands.indexOf(benefits) + 1);
    await expect(bands.at(-1)).toHaveAttribute("data-slot", "cta-band");
    await expect(bands.at(-2)).toBe(pricing);
    // Both actions open the page (hero) and close it (the final band), with the same words.
    const schedules = canvas.getAllByRole("link", { name: "Schedule Consultation (opens in a new tab)" });
    await expect(schedules).toHaveLength(2);
    for (const schedule of schedules) {
      await expect(schedule).toHaveAttribute("href", site.bookingHref);
      await expect(schedule).toHaveAttribute("target", "_blank");
    }
    const contacts = canvas.getAllByRole("link", { name: "Contact Us" });
    await expect(contacts).toHaveLength(2);
    for (const contact of contacts) await expect(contact).toHaveAttribute("href", "/#contact");
  },
};

/** 'Contact Us' goes to the home page and brings the contact section into view, 80 px under the nav. */
export const ContactUs: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  // Storybook wraps clicks in act(), where a navigation suspending on code never resumes: the home page's code
  // (with its sections below the fold) is loaded up front, as in NavigatesBetweenPages.
  loaders: [() => preloadRoute("/")],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1 });
    const [heroContactUs] = canvas.getAllByRole("link", { name: "Contact Us" });
    if (!heroContactUs) throw new Error("no Contact Us link");
    await userEvent.click(heroContactUs);
    await canvas.findByRole("heading", { level: 1, name: "Turn Conversations Into Meetings" });
    await waitFor(
      () => expect(Math.round(document.getElementById("contact")?.getBoundingClientRect().top ?? Number.NaN)).toBe(80),
      { timeout: 8000 },
    );
  },
};
