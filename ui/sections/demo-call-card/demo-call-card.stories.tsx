import type * as React from "react";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { demoCallContent } from "../../../pages/content";
import { microphoneFallbackContent } from "../../../pages/content/demo-request";
import { ReducedMotionProvider } from "../../lib/reduced-motion";
import { DemoCallCard } from "./demo-call-card";
import { fakeSpeech } from "./testing";

const meta = {
  title: "Sections/DemoCallCard",
  component: DemoCallCard,
  args: {
    copy: demoCallContent,
    status: "idle",
    hasCalledBefore: false,
    volume: 0,
    speaking: false,
    mode: "call",
    requested: false,
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

/** Motion pinned on, whatever the OS (or the visual run) asks for. */
const withMotion: Decorator = (Story) => (
  <ReducedMotionProvider reduced={false}>
    <Story />
  </ReducedMotionProvider>
);

/** First visit, idle: the assistant's opening line over a breathing waveform, 'Ready to connect' and one button. */
export const Default: Story = {};

/** The idle button starts the demo. */
export const StartsCall: Story = {
  tags: ["test-case", "!autodocs"],
  // The same picture as Default: a test, not a state to review.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Ready to connect");
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    await expect(args.onToggleCall).toHaveBeenCalledTimes(1);
  },
};

/** Idle after a first call: the button reads as a prompt to talk to the assistant. */
export const IdleReturning: Story = {
  args: { hasCalledBefore: true },
};

/** What IdleReturning shows, checked. */
export const IdleReturningChecks: Story = {
  ...IdleReturning,
  tags: ["test-case", "!autodocs"],
  parameters: { ...IdleReturning.parameters, chromatic: { disableSnapshot: true } },
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
};

/** What Connecting shows, checked. */
export const ConnectingChecks: Story = {
  ...Connecting,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Connecting.parameters, chromatic: { disableSnapshot: true } },
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
};

/** What Connected shows, checked. */
export const ConnectedChecks: Story = {
  ...Connected,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Connected.parameters, chromatic: { disableSnapshot: true } },
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
  decorators: [withMotion],
};

/** What Speaking shows, checked. */
export const SpeakingChecks: Story = {
  ...Speaking,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Speaking.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Connected - AI is listening");
    await expect(canvas.getByText("Assistant speaking")).toHaveClass("opacity-100");
    const meter = canvasElement.querySelector('[data-slot="demo-call-meter"]');
    await expect(meter).toHaveAttribute("data-speaking", "true");
    await expect(meter).toHaveAttribute("aria-hidden", "true");
    // The bars follow the volume: the tallest bar is well above its resting 60 %.
    const tallest = meter?.querySelectorAll<HTMLElement>(":scope > span")[10];
    await expect(tallest?.style.height).toBe("92%");
  },
};

/** Live captions: while connected, the conversation's latest words take the preview's place, named by who said them. */
export const Captions: Story = {
  args: {
    status: "connected",
    hasCalledBefore: true,
    volume: 0.8,
    speaking: true,
    caption: {
      speaker: "assistant",
      text: "Twelve conferences a year is a lot of registration questions. Which ones take your team the longest: prices, access or the agenda?",
      final: true,
    },
  },
  decorators: [withMotion],
};

/**
 * A long unbroken word in a caption (a web address read back, or a hostile transcript) wraps inside the card instead
 * of running past its edge.
 */
export const LongWordInCaptionWrapsChecks: Story = {
  ...Captions,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    ...Captions.args,
    caption: { speaker: "visitor", text: `https://example.com/${"registration".repeat(12)}`, final: true },
  },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="demo-call-caption"] p')!;
    const card = text.closest<HTMLElement>('[data-slot="demo-call-card"]')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(text);
    // Every line of the words ends inside the card (clipped at its edge, the address would be cut off unread).
    await expect(range.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
  },
};

const longerBy = "And do most of those questions arrive after six in the evening, when nobody is there to answer?";

/**
 * What Captions shows, checked, beside the visitor's turn still being transcribed: each is named by who said it, the
 * visitor's words fainter until final; a long turn keeps its newest words in view in a box three lines high.
 */
export const CaptionsChecks: Story = {
  ...Captions,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <div className="grid w-full gap-8">
      <DemoCallCard {...args} caption={{ ...args.caption!, text: `${args.caption!.text} ${longerBy}` }} />
      <DemoCallCard {...args} caption={{ speaker: "visitor", text: "Prices, mostly", final: false }} />
      <DemoCallCard {...args} status="idle" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const [assistant, visitor, idle] = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="demo-call-card"]')];
    const captionOf = (card: HTMLElement) => card.querySelector<HTMLElement>('[data-slot="demo-call-caption"]');
    await expect(assistant!.querySelector('[data-slot="demo-call-preview"]')).toBeNull();
    // Who (the caption's first words; the speaking note beside them is hidden from screen readers) and what.
    const said = (card: HTMLElement) => [
      captionOf(card)!.querySelector("figcaption")!.firstChild!.textContent,
      captionOf(card)!.querySelector("p")!.textContent,
    ];
    await expect(said(assistant!)).toEqual([demoCallContent.previewSpeaker, `${args.caption!.text} ${longerBy}`]);
    await expect(captionOf(assistant!)).toHaveAttribute("data-final", "true");
    await expect(said(visitor!)).toEqual([demoCallContent.visitorSpeaker, "Prices, mostly"]);
    await expect(captionOf(visitor!)).not.toHaveAttribute("data-final");
    const [final, partial] = [assistant!, visitor!].map(
      (card) => getComputedStyle(captionOf(card)!.querySelector("p")!).color,
    );
    await expect(partial).not.toBe(final);
    // The long turn: three lines at most, its last words at the foot of the box.
    const words = captionOf(assistant!)!.querySelector("p")!;
    const box = words.parentElement!.getBoundingClientRect();
    await expect(words.getBoundingClientRect().height).toBeGreaterThan(box.height);
    await expect(box.height).toBeLessThanOrEqual(3 * parseFloat(getComputedStyle(words).lineHeight) + 1);
    await expect(Math.round(words.getBoundingClientRect().bottom)).toBe(Math.round(box.bottom));
    // Not connected, the caption gives way to the preview.
    await expect(captionOf(idle!)).toBeNull();
    await expect(within(idle!).getByText(demoCallContent.previewLine)).toBeVisible();
  },
};

/** Speaking under reduced motion: the bars hold still; only their colour shows the assistant is talking. */
export const SpeakingReducedMotion: Story = {
  args: { status: "connected", hasCalledBefore: true, volume: 0.8, speaking: true },
  parameters: { motion: "reduce" },
};

/** What SpeakingReducedMotion shows, checked. */
export const SpeakingReducedMotionChecks: Story = {
  ...SpeakingReducedMotion,
  tags: ["test-case", "!autodocs"],
  parameters: { ...SpeakingReducedMotion.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-slot="demo-call-meter"] > span');
    // The resting waveform, whatever the volume, and no bar animates.
    await expect([...bars].slice(8, 12).map((bar) => bar.style.height)).toEqual(["21%", "39%", "60%", "45%"]);
    for (const bar of bars) await expect(bar.className).not.toContain("animate-");
  },
};

/** Before any call the waveform breathes (each bar on its own beat), so the card looks alive; reduced motion stills it. */
export const IdleWaveform: Story = {
  tags: ["test-case", "!autodocs"],
  // The same picture as Default: a test, not a state to review.
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [withMotion],
  play: async ({ canvasElement, canvas }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="demo-call-meter"] > span')];
    await expect(bars).toHaveLength(24);
    for (const bar of bars) await expect(bar.className).toContain("motion-safe:animate-[wave_");
    await expect(new Set(bars.map((bar) => bar.style.animationDelay)).size).toBeGreaterThan(1);
    // The preview says what talking to the assistant is like, and is read out like any text; under it, the visitor's
    // turn, waiting, its dot blinking.
    await expect(canvas.getByText(/Which part of your workflow eats most of your team's time/)).toBeVisible();
    const turn = canvasElement.querySelector<HTMLElement>('[data-slot="demo-call-turn"]')!;
    await expect(turn).toHaveTextContent(/^You reply out loud, no typing$/);
    await expect(turn).toBeVisible();
    const line = canvas.getByText(/Which part of your workflow/).getBoundingClientRect();
    await expect(turn.getBoundingClientRect().top).toBeGreaterThanOrEqual(line.bottom);
    await expect(turn.querySelector("span")!.className).toContain("motion-safe:animate-pulse");
  },
};

/** Idle under reduced motion: the same waveform and the visitor's turn, still. */
export const IdleReducedMotion: Story = {
  tags: ["test-case", "!autodocs"],
  // The same picture as Default: a test, not a state to review.
  parameters: { motion: "reduce", chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    // Nothing on the stage animates: not the bars, not the dot of the visitor's turn.
    const moving = canvasElement.querySelectorAll('[data-slot="demo-call-stage"] [class*="animate-"]');
    await expect(canvasElement.querySelectorAll('[data-slot="demo-call-meter"] > span')).toHaveLength(24);
    await expect(canvasElement.querySelector('[data-slot="demo-call-turn"]')).toBeVisible();
    await expect(moving).toHaveLength(0);
  },
};

/** No live call here: the card invites the visitor to request a demo call, its one action. */
export const Request: Story = {
  args: { mode: "request" },
};

const { sample } = demoCallContent;
const spokenLines = (speech: ReturnType<typeof fakeSpeech>) => speech.spoken.filter(Boolean);

/**
 * Listen reads the sample call aloud (here with a test double of the browser's speech; headless Chromium has no
 * voices): the button turns into Stop, the line being spoken is lit, whose voice it is takes the outcome's place, and
 * at the end all returns as it was.
 */
export const RequestListen: Story = {
  tags: ["test-case", "!autodocs"],
  args: { mode: "request", speech: fakeSpeech({ lineMs: 250 }) },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const speech = args.speech as ReturnType<typeof fakeSpeech>;
    speech.spoken.length = 0;
    const lines = () => [...canvasElement.querySelectorAll("dl > div")];
    // The waveform travels only while the sample is read.
    const wave = canvasElement.querySelector<HTMLElement>('[data-slot="demo-call-sample-wave"]')!;
    await expect(getComputedStyle(wave).animationName).toBe("none");
    await userEvent.click(canvas.getByRole("button", { name: `${sample.listenLabel} ${sample.listenContext}` }));
    await expect(
      await canvas.findByRole("button", { name: `${sample.stopLabel} ${sample.listenContext}` }),
    ).toBeVisible();
    await expect(getComputedStyle(wave).animationName).toBe("wave-travel");
    await waitFor(() => expect(lines()[0]).toHaveAttribute("data-current", "true"));
    await expect(lines()[1]).not.toHaveAttribute("data-current");
    await expect(canvas.getByText(sample.voiceNote)).toBeVisible();
    await expect(canvas.queryByText(sample.outcome)).toBeNull();
    await waitFor(() => expect(lines()[1]).toHaveAttribute("data-current", "true"));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: `${sample.listenLabel} ${sample.listenContext}` })).toBeVisible(),
    );
    await expect(canvas.getByText(sample.outcome)).toBeVisible();
    await expect(spokenLines(speech)).toEqual(sample.lines.map((line) => line.text));
    await expect(getComputedStyle(wave).animationName).toBe("none");
    // The card's own action is untouched.
    await expect(args.onToggleCall).not.toHaveBeenCalled();
  },
};

/** Stop ends the reading at once: nothing more is spoken and the outcome comes back. */
export const RequestListenStopped: Story = {
  tags: ["test-case", "!autodocs"],
  args: { mode: "request", speech: fakeSpeech({ lineMs: 400 }) },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, userEvent }) => {
    const speech = args.speech as ReturnType<typeof fakeSpeech>;
    speech.spoken.length = 0;
    await userEvent.click(canvas.getByRole("button", { name: `${sample.listenLabel} ${sample.listenContext}` }));
    await userEvent.click(await canvas.findByRole("button", { name: `${sample.stopLabel} ${sample.listenContext}` }));
    await expect(canvas.getByRole("button", { name: `${sample.listenLabel} ${sample.listenContext}` })).toBeVisible();
    await expect(canvas.getByText(sample.outcome)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(spokenLines(speech).length).toBeLessThanOrEqual(1);
  },
};

/** What Request shows, checked. */
export const RequestChecks: Story = {
  ...Request,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Request.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // Nothing here talks back, so the heading does not say "Talk to": it names what the request leads to.
    await expect(canvas.getByRole("heading", { name: "Get a live demo of our AI voice agent" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Talk to our AI voice agent" })).toBeNull();
    // No waveform (it looked like a clip that would play): a sample call, captioned as one, and what it booked.
    await expect(canvasElement.querySelector('[data-slot="demo-call-meter"]')).toBeNull();
    const sample = canvas.getByRole("figure", { name: "Sample call · Parley assistant" });
    await expect(
      within(sample)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Caller", "Assistant"]);
    await expect(sample).toHaveTextContent(new RegExp(`${demoCallContent.sample.outcome}$`));
    // About how long it reads beside Listen, from its 22 words at 2.5 a second (the browser's voice sets the pace).
    await expect(within(sample).getByText("about 9 seconds")).toBeVisible();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "Request a Demo Call" }));
    await expect(args.onToggleCall).toHaveBeenCalledOnce();
    // The card's one action: the workshop is booked from the hero beside it, never offered twice on one screen.
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** The button was pressed and the details dialog's code is still on its way (a slow line): it shows it is working. */
export const RequestPreparing: Story = {
  args: { mode: "request", preparing: true },
};

/** What RequestPreparing shows, checked: busy and not pressable again. */
export const RequestPreparingChecks: Story = {
  ...RequestPreparing,
  tags: ["test-case", "!autodocs"],
  parameters: { ...RequestPreparing.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Request a Demo Call" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

/** The request is stored: the confirmation, which says what happens next, replaces the button. */
export const Requested: Story = {
  args: { mode: "request", requested: true },
};

/** What Requested shows, checked. */
export const RequestedChecks: Story = {
  ...Requested,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Requested.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Information saved! Our team will be in touch within one working day to run your demo.",
    );
    // The confirmation took the action's place: the one button left reads the sample call aloud.
    await expect(canvas.getAllByRole("button").map((button) => button.dataset.slot)).toEqual(["demo-call-listen"]);
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/**
 * The live call cannot run in this browser (the microphone was refused): the card says so and offers to ring the
 * visitor's phone instead.
 */
export const MicrophoneRefused: Story = {
  args: {
    mode: "request",
    copy: {
      ...demoCallContent,
      requestTitle: demoCallContent.title,
      requestDescription: microphoneFallbackContent.refused,
      requestLabel: microphoneFallbackContent.requestLabel,
    },
  },
};

const states: ReadonlyArray<{ label: string; props: Partial<React.ComponentProps<typeof DemoCallCard>> }> = [
  { label: "Idle, first visit", props: {} },
  { label: "Idle, after a call", props: { hasCalledBefore: true } },
  { label: "Connecting", props: { status: "connecting" } },
  { label: "Connected, listening", props: { status: "connected", volume: 0.05 } },
  { label: "Connected, assistant speaking", props: { status: "connected", speaking: true, volume: 0.8 } },
  {
    label: "Connected, with live captions",
    props: {
      status: "connected",
      volume: 0.05,
      caption: { speaker: "visitor", text: "We run twelve conferences a year, mostly in Manchester.", final: true },
    },
  },
  { label: "Request (no live call here)", props: { mode: "request" } },
  { label: "Requested", props: { mode: "request", requested: true } },
];

/** Every state side by side, each captioned. */
export const All: Story = {
  render: (args) => (
    <div className="grid w-full gap-8 md:grid-cols-2">
      {states.map(({ label, props }) => (
        <figure key={label} className="m-0 flex flex-col items-center gap-3">
          <figcaption className="text-sm font-medium text-inverse-muted-foreground">{label}</figcaption>
          <DemoCallCard {...args} {...props} />
        </figure>
      ))}
    </div>
  ),
};

/**
 * Wide, as the home hero shows it on a laptop: once the card is 42 rem wide the call stands beside its offer. Every
 * state keeps the one column on a phone (the container query follows the card's own width, not the screen's).
 */
export const Wide: Story = {
  args: { layout: "wide" },
  render: (args) => (
    <div className="grid w-full gap-8">
      {states
        .filter((_, index) => [0, 4, 5, 6].includes(index))
        .map(({ label, props }) => (
          <figure key={label} className="m-0 flex flex-col items-center gap-3">
            <figcaption className="text-sm font-medium text-inverse-muted-foreground">{label}</figcaption>
            <DemoCallCard {...args} {...props} />
          </figure>
        ))}
    </div>
  ),
};

/** Wide at 672 px and more: the offer beside the call, the two columns one height; narrower, the call above the offer. */
export const WideSideBySideChecks: Story = {
  ...Wide,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <div className="grid w-full justify-items-center gap-8">
      <div className="w-[56rem]">
        <DemoCallCard {...args} data-testid="wide" />
      </div>
      <div className="w-[24rem]">
        <DemoCallCard {...args} data-testid="narrow" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const halves = (id: string) => {
      const card = canvas.getByTestId(id);
      const stage = card.querySelector('[data-slot="demo-call-stage"]')!.getBoundingClientRect();
      const offer = within(card).getByRole("heading", { level: 2 }).parentElement!.getBoundingClientRect();
      return { stage, offer };
    };
    const wide = halves("wide");
    await expect(wide.offer.left).toBeGreaterThanOrEqual(wide.stage.right - 1);
    await expect(wide.offer.top).toBe(wide.stage.top);
    // The footnote closes the offer's column, level with the stage's foot.
    const footnote = canvas.getByTestId("wide").querySelector('[data-slot="demo-call-footnote"]')!;
    await expect(footnote.getBoundingClientRect().bottom).toBe(wide.stage.bottom);
    const narrow = halves("narrow");
    await expect(narrow.offer.top).toBeGreaterThanOrEqual(narrow.stage.bottom - 1);
    await expect(narrow.offer.left).toBe(narrow.stage.left);
  },
};

/**
 * On a phone a live call's card opens with its offer, its button and the microphone note under it, then the stage
 * (the button in the first screen with its note); the sample call keeps its Listen on top.
 */
export const OfferFirstOnPhonesChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <div className="grid w-full gap-8">
      <DemoCallCard {...args} data-testid="call" />
      <DemoCallCard {...args} mode="request" data-testid="request" />
    </div>
  ),
  play: async ({ canvas }) => {
    const call = canvas.getByTestId("call");
    const start = within(call).getByRole("button", { name: "Start Demo Call" }).getBoundingClientRect();
    const stage = call.querySelector('[data-slot="demo-call-stage"]')!.getBoundingClientRect();
    const footnote = call.querySelector('[data-slot="demo-call-footnote"]')!.getBoundingClientRect();
    // The button, its microphone note straight under it, then the stage.
    await expect(footnote.top).toBeGreaterThanOrEqual(start.bottom);
    await expect(footnote.top - start.bottom).toBeLessThan(24);
    await expect(stage.top).toBeGreaterThanOrEqual(footnote.bottom);
    const request = canvas.getByTestId("request");
    const listen = within(request)
      .getByRole("button", { name: /^Listen/ })
      .getBoundingClientRect();
    const ask = within(request).getByRole("button", { name: "Request a Demo Call" }).getBoundingClientRect();
    await expect(listen.bottom).toBeLessThanOrEqual(ask.top);
  },
};
