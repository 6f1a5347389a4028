import type * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarCheck, Sparkles } from "lucide-react";
import { expect } from "storybook/test";
import { StoryState } from "../../.storybook/story-state";
import * as copies from "../../pages/content/vignettes";
import { callVignette, chatVignette, outreachVignette, registrationVignette } from "../../pages/content/vignettes";
import * as vignettes from ".";
import { CallVignette } from "./call-vignette";
import { ChatVignette } from "./chat-vignette";
import { OutreachVignette } from "./outreach-vignette";
import { RegistrationVignette } from "./registration-vignette";
import { VignetteFrame, VignetteNote } from "./vignette-frame";

/**
 * The window every product vignette is drawn in: a title bar with what is running and its live status, and the
 * scene below. Use it to add a vignette for a new service; not for real data or anything the visitor operates
 * (it is a picture: one image to assistive technology, named by `label`).
 */
const meta = {
  title: "UI/Vignettes/VignetteFrame",
  component: VignetteFrame,
  parameters: { layout: "centered" },
  args: {
    label: "An assistant drafting follow-ups after an event",
    title: "Follow-up assistant",
    status: "Running",
    icon: <Sparkles />,
    children: (
      <p className="text-[13px] leading-snug text-muted-foreground">
        42 thank-you notes drafted from today's check-ins.
      </p>
    ),
  },
  argTypes: { icon: { table: { disable: true } }, children: { table: { disable: true } } },
} satisfies Meta<typeof VignetteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty window with a one-line scene. */
export const Default: Story = {};

/** A scene closed by its notes: the outcome it led to, then a ruled-off check (VignetteNote, both kinds). */
export const WithNotes: Story = {
  args: {
    children: (
      <>
        <p className="text-[13px] leading-snug text-muted-foreground">
          42 thank-you notes drafted from today's check-ins.
        </p>
        <VignetteNote icon={CalendarCheck}>3 follow-up meetings booked</VignetteNote>
        <VignetteNote kind="check">Sent from your own mailbox</VignetteNote>
      </>
    ),
  },
};

/** The title bar's words, to try in the Controls panel. */
export const Playground: Story = {
  argTypes: { label: { control: "text" }, title: { control: "text" }, status: { control: "text" } },
};

/** The four vignettes side by side, each captioned with the service it shows. */
export const All: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <div className="grid gap-8 md:grid-cols-2">
      <StoryState label="Chatbot">
        <ChatVignette copy={chatVignette} />
      </StoryState>
      <StoryState label="Voice assistant">
        <CallVignette copy={callVignette} />
      </StoryState>
      <StoryState label="Outreach">
        <OutreachVignette copy={outreachVignette} />
      </StoryState>
      <StoryState label="Event website">
        <RegistrationVignette copy={registrationVignette} />
      </StoryState>
    </div>
  ),
};

/** What All shows, checked: four pictures, each one image to assistive technology. */
export const AllChecks: Story = {
  ...All,
  tags: ["test-case", "!autodocs"],
  parameters: { ...All.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(4);
  },
};

/** Every vignette's component with its copy on the site, by name: `chatVignette` is drawn by `ChatVignette`. */
const everyVignette = Object.entries(copies).map(([name, copy]) => {
  const Component = vignettes[`${name[0]!.toUpperCase()}${name.slice(1)}` as keyof typeof vignettes] as React.FC<{
    copy: typeof copy;
  }>;
  return { name, Component, copy };
});

/**
 * Every vignette on a phone, checked: no text in any of them under 12 px (at 11 px, an outside reviewer found the
 * mock-ups' small print hard to read on a phone, where they are drawn at their own size).
 */
export const EveryVignetteReadableOnPhoneChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { layout: "padded", chromatic: { disableSnapshot: true } },
  render: () => (
    <div className="grid gap-6">
      {everyVignette.map(({ name, Component, copy }) => (
        <Component key={name} copy={copy} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Each one picture (a diagram with real text in it, ReplyWaitVignette, is a figure).
    await expect([...canvas.getAllByRole("img"), ...canvas.getAllByRole("figure")]).toHaveLength(everyVignette.length);
    await expect(everyVignette.length).toBeGreaterThanOrEqual(10);
    const small = [...canvasElement.querySelectorAll<HTMLElement>("*")]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
      .filter((element) => Number.parseFloat(getComputedStyle(element).fontSize) < 12)
      .map((element) => `${element.textContent}: ${getComputedStyle(element).fontSize}`);
    await expect(small).toEqual([]);
  },
};
