import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { demoCallContent, heroContent, site } from "../../../pages/content";
import { DemoCallCard } from "../demo-call-card";
import { Hero } from "./hero";

const meta = {
  title: "Sections/Hero",
  component: Hero,
  args: {
    ...heroContent,
    bookingHref: site.bookingHref,
    demo: <DemoCallCard layout="wide" copy={demoCallContent} status="idle" onToggleCall={fn()} />,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first screen: headline, workshop link (new tab), session length, compliance badges and the demo card. */
export const Default: Story = {};

/** What Default shows, checked. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Turn Conversations Into Meetings");
    const link = canvas.getByRole("link", { name: "Book Free Workshop (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", site.bookingHref);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByText("30-minute session")).toBeVisible();
    const badges = canvas.getByRole("list", { name: "Compliance" });
    await expect(badges).toHaveTextContent("GDPR Compliant");
    await expect(badges).toHaveTextContent("Ofcom Approved");
    await expect(canvas.getByRole("status")).toHaveTextContent("Ready to connect");
  },
};

/** On a 1280 px laptop, centred over the demo, the headline breaks as it reads: "Turn Conversations / Into Meetings". */
export const HeadlineInTwoLinesOnLaptopChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await document.fonts.ready;
    const heading = canvas.getByRole("heading", { level: 1 });
    const words = heading.textContent.split(" ");
    // Where each word starts a line: its own box's top, read from a range around it.
    const text = heading.firstChild!;
    const tops: number[] = [];
    let at = 0;
    for (const word of words) {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      tops.push(Math.round(range.getBoundingClientRect().top));
      at += word.length + 1;
    }
    await expect(tops[0]).toBe(tops[1]); // "Turn Conversations"
    await expect(tops[2]).toBe(tops[3]); // "Into Meetings"
    await expect(tops[2]).toBeGreaterThan(tops[1]!);
  },
};

/**
 * On a 1280 x 800 laptop the demo is the first screen's centrepiece: under the site's 64 px nav, the whole card, its
 * call beside its offer, is on screen before any scroll, "Start Demo Call" and its microphone note included.
 */
export const DemoWholeInFirstScreenOnLaptopChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    await document.fonts.ready;
    await expect(window.innerHeight).toBe(800);
    const card = canvasElement.querySelector('[data-slot="demo-call-card"]')!.getBoundingClientRect();
    // With room to spare under it (16 px), so the card does not read as cut at the fold.
    await expect(card.bottom).toBeLessThanOrEqual(800 - 64 - 16);
    const start = canvas.getByRole("button", { name: "Start Demo Call" }).getBoundingClientRect();
    const stage = canvasElement.querySelector('[data-slot="demo-call-stage"]')!.getBoundingClientRect();
    await expect(start.left).toBeGreaterThanOrEqual(stage.right);
  },
};

/**
 * On a 390 x 844 phone, "Start Demo Call" is in the first screen under the 64 px nav: the badges are two short lines
 * under the workshop button, and the card opens with its offer and button, the assistant's stage under them.
 */
export const StartInFirstScreenOnPhoneChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { ...Default.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    await document.fonts.ready;
    await expect(window.innerHeight).toBe(844);
    const start = canvas.getByRole("button", { name: "Start Demo Call" }).getBoundingClientRect();
    await expect(start.bottom).toBeLessThanOrEqual(844 - 64);
    const stage = canvasElement.querySelector('[data-slot="demo-call-stage"]')!.getBoundingClientRect();
    await expect(stage.top).toBeGreaterThanOrEqual(start.bottom);
    // The badges stay the workshop button's fine print, above the card.
    const badges = canvas.getByRole("list", { name: heroContent.copy.badgesLabel }).getBoundingClientRect();
    const booking = canvas.getByRole("link", { name: /Book Free Workshop/ }).getBoundingClientRect();
    await expect(badges.top).toBeGreaterThanOrEqual(booking.bottom);
    await expect(badges.bottom).toBeLessThanOrEqual(start.top);
  },
};

/** The booking link follows the configured scheduling page. */
export const CustomBookingUrl: Story = {
  args: { bookingHref: "https://calendly.example/parley/30min" },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** What CustomBookingUrl shows, checked. */
export const CustomBookingUrlChecks: Story = {
  ...CustomBookingUrl,
  tags: ["test-case", "!autodocs"],
  parameters: { ...CustomBookingUrl.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Book Free Workshop/ })).toHaveAttribute(
      "href",
      "https://calendly.example/parley/30min",
    );
  },
};

/** Without the live call: the card invites the visitor to request a demo call; the workshop stays the hero's own button. */
export const DemoOnRequest: Story = {
  args: { demo: <DemoCallCard layout="wide" copy={demoCallContent} status="idle" mode="request" /> },
};

/**
 * On a 390 x 844 phone the sample call's Listen is in the first screen, under the headline, the workshop link and the
 * badges, with room left for the site's 64 px nav above the hero: the voice product shows before any scroll, as the
 * voice-AI peers' pages do.
 */
export const ListenInFirstScreenOnPhone: Story = {
  ...DemoOnRequest,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(window.innerHeight).toBe(844);
    const listen = canvas.getByRole("button", { name: /^Listen/ });
    await expect(listen.getBoundingClientRect().bottom).toBeLessThanOrEqual(844 - 64);
  },
};

/** What DemoOnRequest shows, checked. */
export const DemoOnRequestChecks: Story = {
  ...DemoOnRequest,
  tags: ["test-case", "!autodocs"],
  parameters: { ...DemoOnRequest.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    // One main action per offer: the workshop is booked from the hero's button alone, the card only requests the demo.
    await expect(canvas.getAllByRole("link", { name: /Book Free Workshop/ })).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "Request a Demo Call" })).toBeVisible();
  },
};

/** A live call in the hero. */
export const DemoConnected: Story = {
  args: {
    demo: (
      <DemoCallCard
        layout="wide"
        copy={demoCallContent}
        status="connected"
        hasCalledBefore
        speaking
        volume={0.7}
        onToggleCall={fn()}
      />
    ),
  },
};
