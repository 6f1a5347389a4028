import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { demoCallContent, site } from "../../../pages/content";
import { ReducedMotionProvider } from "../../lib/reduced-motion";
import { DemoCallCard } from "./demo-call-card";

const meta = {
  title: "Sections/Demo Call Card",
  component: DemoCallCard,
  args: {
    copy: demoCallContent,
    status: "idle",
    hasCalledBefore: false,
    volume: 0,
    speaking: false,
    mode: "call",
    requested: false,
    bookingUrl: site.bookingUrl,
    onToggleCall: fn(),
  },
  decorators: [
    // The card lives on the hero's ink band.
    (Story) => (
      <div className="grid place-items-center rounded-2xl bg-inverse px-4 py-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoCallCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit, idle: 'Ready to connect' and a button that asks to start the demo. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Ready to connect");
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    await expect(args.onToggleCall).toHaveBeenCalledTimes(1);
  },
};

/** Idle after a first call: the button reads as a prompt to talk to the assistant. */
export const IdleReturning: Story = {
  args: { hasCalledBefore: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Ready to connect");
    await expect(canvas.queryByRole("button", { name: "Start Demo Call" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Talk to our AI assistant" }));
    await expect(args.onToggleCall).toHaveBeenCalledTimes(1);
  },
};

/** Connecting: 'Connecting to AI...', and the button is busy so a second click cannot start a second call. */
export const Connecting: Story = {
  args: { status: "connecting", hasCalledBefore: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Connecting to AI...");
    const button = canvas.getByRole("button", { name: "Connecting..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(args.onToggleCall).not.toHaveBeenCalled();
  },
};

/** Connected and listening: 'End Call' ends the call. */
export const Connected: Story = {
  args: { status: "connected", hasCalledBefore: true, volume: 0.05 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Connected - AI is listening");
    await userEvent.click(canvas.getByRole("button", { name: "End Call" }));
    await expect(args.onToggleCall).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText("Assistant speaking")).toHaveClass("opacity-0");
  },
};

/** The assistant is talking: the level meter follows its voice and a quiet label says so (hidden from screen readers, who hear the voice). */
export const Speaking: Story = {
  args: { status: "connected", hasCalledBefore: true, volume: 0.8, speaking: true },
  // Motion pinned on, so the meter shows the volume even where the OS (or the visual run) asks for less.
  decorators: [
    (Story) => (
      <ReducedMotionProvider reduced={false}>
        <Story />
      </ReducedMotionProvider>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Connected - AI is listening");
    await expect(canvas.getByText("Assistant speaking")).toHaveClass("opacity-100");
    const meter = canvasElement.querySelector('[data-slot="demo-call-meter"]');
    await expect(meter).toHaveAttribute("data-speaking", "true");
    await expect(meter).toHaveAttribute("aria-hidden", "true");
    // The bars follow the volume: the loudest bar is well above its resting 40 %.
    const tallest = meter?.querySelectorAll<HTMLElement>("span")[2];
    await expect(tallest?.style.height).toBe("88%");
  },
};

/** Speaking under reduced motion: the bars hold still; only their colour shows the assistant is talking. */
export const SpeakingReducedMotion: Story = {
  args: { status: "connected", hasCalledBefore: true, volume: 0.8, speaking: true },
  parameters: { motion: "reduce" },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-slot="demo-call-meter"] > span');
    // The resting waveform, whatever the volume.
    await expect([...bars].map((bar) => bar.style.height)).toEqual(["18%", "28%", "40%", "32%", "22%"]);
  },
};

/** No live call here: the card invites the visitor to request a demo call, with the booking link beside it. */
export const Request: Story = {
  args: { mode: "request" },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { name: "Talk to our AI voice agent" })).toBeVisible();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "Request a Demo Call" }));
    await expect(args.onToggleCall).toHaveBeenCalledOnce();
    const link = canvas.getByRole("link", { name: "Book Free Workshop (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", site.bookingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** The request is stored: the confirmation, which says what happens next, replaces the button. */
export const Requested: Story = {
  args: { mode: "request", requested: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Information saved! Our team will be in touch within one working day to run your demo.",
    );
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("link", { name: /Book Free Workshop/ })).toBeVisible();
  },
};

/** Every state side by side. */
export const All: Story = {
  render: (args) => (
    <div className="grid w-full gap-6 md:grid-cols-2">
      <DemoCallCard {...args} />
      <DemoCallCard {...args} hasCalledBefore />
      <DemoCallCard {...args} status="connecting" />
      <DemoCallCard {...args} status="connected" volume={0.05} />
      <DemoCallCard {...args} status="connected" speaking volume={0.8} />
      <DemoCallCard {...args} mode="request" />
      <DemoCallCard {...args} mode="request" requested />
    </div>
  ),
};
