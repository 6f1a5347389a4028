import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { site } from "../../../pages/content";
import { legalCopy, privacyPolicy, termsOfService } from "../../../pages/content/legal";
import { LegalDocument } from "./legal-document";

const meta = {
  title: "Sections/LegalDocument",
  component: LegalDocument,
  // A whole page's document: on the docs page each story has its own frame, so the section ids and contents links
  // of one story never meet another's.
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "640px" } } },
  args: {
    title: termsOfService.title,
    intro: termsOfService.intro,
    sections: termsOfService.sections,
    copy: legalCopy,
    lastUpdated: <time dateTime="2026-03-02">2 March 2026</time>,
    contact: { intro: termsOfService.contactIntro, email: site.supportEmail },
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, date, a contents list linking to each numbered section, and the support mail link (terms of service). */
export const Default: Story = {};

/** One h1, a contents navigation with a link per section, and a mailto link to support. */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Terms of service" })).toBeVisible();
    await expect(canvas.getByText("2 March 2026")).toBeVisible();
    const contents = within(canvas.getByRole("navigation", { name: "On this page" }));
    const links = contents.getAllByRole("link");
    await expect(links).toHaveLength(termsOfService.sections.length);
    await expect(links[0]).toHaveAttribute("href", "#about-these-terms");
    await expect(canvas.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
  },
};

/** Paragraphs and bulleted lists (privacy policy). */
export const WithLists: Story = {
  args: {
    title: privacyPolicy.title,
    intro: privacyPolicy.intro,
    sections: privacyPolicy.sections,
    contact: { intro: privacyPolicy.contactIntro, email: site.supportEmail },
  },
};

/** The support address is a mail link wherever the text names it, not only in the closing line (privacy policy). */
export const MailLinksInText: Story = {
  ...WithLists,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const mentions = privacyPolicy.sections
      .flatMap((section) => section.body.flatMap((block) => (typeof block === "string" ? [block] : block.list)))
      .filter((text) => text.includes(site.supportEmail)).length;
    await expect(mentions).toBeGreaterThan(0);
    const links = canvas.getAllByRole("link", { name: site.supportEmail });
    await expect(links).toHaveLength(mentions + 1);
    for (const link of links) await expect(link).toHaveAttribute("href", `mailto:${site.supportEmail}`);
  },
};

/** The contents list marks the section being read, and moves the mark as the reader scrolls on. */
export const ScrollSpy: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const contents = within(canvas.getByRole("navigation", { name: "On this page" }));
    const [first, second] = termsOfService.sections.map((section) => section.id);
    const current = () => contents.queryAllByRole("link", { current: "location" });
    for (const id of [second, first]) {
      canvasElement.ownerDocument.getElementById(id ?? "")?.scrollIntoView({ block: "start" });
      await waitFor(() => expect(current().map((link) => link.getAttribute("href"))).toEqual([`#${id}`]));
    }
  },
};

/**
 * On a phone, after reading to the end and jumping back to the top (the Home key, a 'back to top' link), nothing is
 * marked: the reader is above section 1. The jump crosses no edge of the reading band, so a spy driven by crossings
 * alone kept marking the last section there. A spacer below stands in for the page's footer, so the last section can
 * be scrolled past the band as it is on the site.
 */
export const ScrollSpyBackToTop: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  args: WithLists.args,
  decorators: [
    (Story) => (
      <>
        <Story />
        <div style={{ height: "100vh" }} />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const contents = within(canvas.getByRole("navigation", { name: "On this page" }));
    const ids = privacyPolicy.sections.map((section) => section.id);
    const current = () =>
      contents.queryAllByRole("link", { current: "location" }).map((link) => link.getAttribute("href"));
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(current()).toEqual([]);
    canvasElement.ownerDocument.getElementById(ids.at(-1) ?? "")?.scrollIntoView({ block: "start" });
    await waitFor(() => expect(current()).toEqual([`#${ids.at(-1)}`]));
    // On to the end: the last section is read and passed, and stays marked.
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    await new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
    await expect(current()).toEqual([`#${ids.at(-1)}`]);
    view.scrollTo(0, 0);
    await waitFor(() => expect(current()).toEqual([]));
    canvasElement.ownerDocument.getElementById(ids[0] ?? "")?.scrollIntoView({ block: "start" });
    await waitFor(() => expect(current()).toEqual([`#${ids[0]}`]));
  },
};

/**
 * On a phone the contents are folded under 'On this page', so the text starts on the first screen; opening it shows
 * every section's link, and a link lands its section under the navigation bar.
 */
export const PhoneContentsDisclosure: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const contents = within(canvas.getByRole("navigation", { name: "On this page" }));
    const links = contents.getAllByRole("link");
    await expect(links).toHaveLength(termsOfService.sections.length);
    for (const link of links) await expect(link).not.toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 2, name: `1. ${termsOfService.sections[0]!.title}` }),
    ).toBeVisible();
    await userEvent.click(contents.getByText("On this page", { selector: "summary" }));
    for (const link of links) await expect(link).toBeVisible();
    const section = termsOfService.sections[3]!;
    const link = contents.getByRole("link", { name: `4. ${section.title}` });
    await expect(link).toHaveAttribute("href", `#${section.id}`);
    // A link's own navigation would leave the test's frame (the site's landing is checked end to end): land the
    // fragment in place, as the browser does, under the 80 px the page keeps for its navigation bar.
    const target = canvasElement.ownerDocument.getElementById(section.id)!;
    link.addEventListener("click", (event) => (event.preventDefault(), target.scrollIntoView()), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(Math.round(target.getBoundingClientRect().top)).toBe(80));
  },
};

/** On a laptop the contents list is open beside the text under its heading, with no disclosure to open. */
export const LaptopContentsOpen: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "On this page" });
    await expect(within(nav).getByRole("heading", { level: 2, name: "On this page" })).toBeVisible();
    for (const link of within(nav).getAllByRole("link")) await expect(link).toBeVisible();
    await expect(nav.querySelector("summary")).not.toBeVisible();
  },
};
