import type { Meta, StoryObj } from "@storybook/react-vite";
import { createFakeVoiceClient, type FakeVoiceClient } from "@parley/voice/testing";
import { expect, screen, waitFor, within } from "storybook/test";
import { notify, Toaster } from "../../ui/primitives/toaster";
import { demoAssistantOverrides } from "../content";
import { createFakeCallbacks, createMemoryLeadStore, type FakeCallbacks, type MemoryLeadStore } from "../leads";
import { SiteProviders } from "../shell/site-providers";
import { demoVoice, type DemoVoice } from "./demo-voice-client";
import type { MicrophoneCheck } from "./microphone-check";
import { HeroDemoCall } from "./hero-demo-call";

const storyAssistantId = "asst_parley_demo";

type Doubles = {
  voiceClient: FakeVoiceClient | null;
  leadStore: MemoryLeadStore;
  voice: DemoVoice | null;
  callbacks: FakeCallbacks;
};
type Props = {
  /** How the fake voice client connects once a call starts; "unconfigured": no voice client at all. */
  voice: "immediately" | "manually" | "unconfigured";
  /** What the browser answers when the demo asks for the microphone. */
  microphone: MicrophoneCheck;
  /** Whether the server rings stored requests: "off" (the team follows up) or "on" with the window open. */
  callbacks: "off" | "on";
};

/** Fresh doubles for every render (a story runs once per viewport in the visual tests). */
function createDoubles({ voice, microphone, callbacks }: Props): Doubles {
  const voiceClient = voice === "unconfigured" ? null : createFakeVoiceClient({ connect: voice });
  return {
    voiceClient,
    leadStore: createMemoryLeadStore(),
    voice: voiceClient
      ? demoVoice(
          storyAssistantId,
          () => voiceClient,
          () => Promise.resolve(microphone),
        )
      : null,
    // No server of ours answers in Storybook: the plan is the story's.
    callbacks: createFakeCallbacks(callbacks === "on" ? { callbacks: "on", open: true } : { callbacks: "off" }),
  };
}

const doublesOf = (loaded: Record<string, unknown>) => loaded.doubles as Doubles;

/** The demo as the home page runs it, with the shipped fake voice client and an in-memory lead store. */
function DemoPreview({ voice, leadStore, callbacks }: Doubles) {
  return (
    <SiteProviders voice={voice} leadStore={leadStore} notifier={null} callbacks={callbacks}>
      <div className="max-w-md rounded-2xl bg-inverse p-6">
        <HeroDemoCall />
      </div>
      <Toaster />
    </SiteProviders>
  );
}

const meta = {
  title: "Pages/VoiceDemo",
  // The demo brings its notifications region (toasts) beside the page: on the docs page each story has its own frame.
  parameters: { layout: "padded", docs: { story: { inline: false, height: "560px" } } },
  args: { voice: "manually", microphone: "ok", callbacks: "off" },
  argTypes: {
    voice: { control: "inline-radio", options: ["immediately", "manually", "unconfigured"] },
    microphone: { control: "inline-radio", options: ["ok", "refused", "missing"] },
    callbacks: { control: "inline-radio", options: ["off", "on"] },
  },
  loaders: [({ args }) => ({ doubles: createDoubles(args) })],
  beforeEach: clearToasts,
  render: (_args, { loaded }) => <DemoPreview {...doublesOf(loaded)} />,
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = { name: "Priya Shah", email: "priya@northfield-events.co.uk", phone: "+44 161 555 0192" };

/** A sonner toast with this text, once it has slid in. */
async function expectToast(text: string) {
  await waitFor(() =>
    expect([...document.querySelectorAll("[data-sonner-toast]")].some((el) => el.textContent?.includes(text))).toBe(
      true,
    ),
  );
}

/** Toasts live in one page-wide stack: clear it so each story (and its snapshot) starts and ends without them. */
async function clearToasts() {
  notify.dismiss();
  // A toast leaves after its exit animation: up to 5 s on a busy machine (the default 1 s once ran out in CI).
  await waitFor(() => expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0), { timeout: 5000 });
}

async function openDialog(name = "Before we connect you") {
  // The dialog's code is fetched by the first click: allow for a slow module load on a busy machine.
  const dialog = await screen.findByRole("dialog", { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible()); // after its entrance animation
  // Radix makes the modal layer take pointer input in an effect after it appears: a person could not click sooner.
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).toBe("auto"));
  return dialog;
}

/**
 * The dialog has gone: its exit animation has run and it has unmounted. Only then does focus come back to the card
 * (Radix hands it over on unmount), and until then the page behind is hidden from role queries, so a focus check
 * made sooner finds no button at all. On a loaded machine that takes longer than a query's 1 s default.
 */
async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5000 });
}

async function giveDetails(userEvent: { type: (el: Element, text: string) => Promise<void> }, name?: string) {
  const dialog = await openDialog(name);
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Full name/ }), details.name);
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Business email/ }), details.email);
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Phone number/ }), details.phone);
  return dialog;
}

/** The hero's demo as a first-time visitor finds it: 'Ready to connect', nothing pressed yet. */
export const Default: Story = {};

/** First visit: 'Ready to connect'; the first click asks for details before any call starts. */
export const FirstTimeIdle: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, loaded }) => {
    const { voiceClient } = doublesOf(loaded);
    await expect(canvas.getByText("Ready to connect")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    await openDialog();
    await expect(voiceClient?.starts).toHaveLength(0);
  },
};

/**
 * No voice platform: the visitor requests a demo call through the same dialog and messages; the stored request
 * is confirmed with when we will call, and focus lands on that confirmation.
 */
export const NotConfigured: Story = {
  tags: ["test-case", "!autodocs"],
  args: { voice: "unconfigured" },
  play: async ({ canvas, userEvent, loaded }) => {
    const { leadStore } = doublesOf(loaded);
    await expect(canvas.queryByRole("button", { name: "Start Demo Call" })).toBeNull();
    // The card's one action; the workshop is booked from the hero's own button.
    await expect(canvas.queryByRole("link")).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Request a Demo Call" }));
    await openDialog("Request your demo call");
    await userEvent.keyboard("{Escape}");
    await dialogClosed();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Request a Demo Call" })).toHaveFocus());

    await userEvent.click(canvas.getByRole("button", { name: "Request a Demo Call" }));
    const dialog = await openDialog("Request your demo call");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request Demo Call" }));
    await expect(await within(dialog).findByText("Name is required")).toBeVisible();
    await giveDetails(userEvent, "Request your demo call");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request Demo Call" }));
    // Phone callbacks off (the story's plan): the team will be in touch.
    const confirmation = "Information saved! Our team will be in touch within one working day to run your demo.";
    await expectToast(confirmation);
    await dialogClosed();
    await expect(leadStore.callRequests).toEqual([
      { full_name: details.name, business_email: details.email, phone_number: details.phone, call_status: "requested" },
    ]);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent(confirmation);
    await clearToasts();
  },
};

/**
 * With phone callbacks on and the calling window open, the request goes to our server with the human check's proof
 * (made while the dialog was open) and the confirmation says what the server promised: the assistant rings shortly.
 */
export const RequestedWithCallbacks: Story = {
  tags: ["test-case", "!autodocs"],
  args: { voice: "unconfigured", callbacks: "on" },
  play: async ({ canvas, userEvent, loaded }) => {
    const { callbacks, leadStore } = doublesOf(loaded);
    await userEvent.click(canvas.getByRole("button", { name: "Request a Demo Call" }));
    const dialog = await giveDetails(userEvent, "Request your demo call");
    await expect(callbacks.proofsMade).toBe(1);
    await userEvent.click(within(dialog).getByRole("button", { name: "Request Demo Call" }));
    const confirmation = "Information saved! Our AI assistant will call you in the next few minutes.";
    await expectToast(confirmation);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(confirmation));
    await expect(callbacks.requests.map((request) => request.details)).toEqual([details]);
    await expect(leadStore.callRequests).toEqual([]);
    await clearToasts();
  },
};

/**
 * The whole flow: Escape returns focus to the button; invalid then valid details → the request is stored with
 * call_status 'requested' → toast → dialog closes with focus on the card's status → connecting → connected →
 * End Call → idle, and later clicks skip the dialog.
 */
export const WholeFlow: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, loaded }) => {
    const { voiceClient, leadStore } = doublesOf(loaded);
    const voice = voiceClient!;
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    await openDialog();
    await userEvent.keyboard("{Escape}");
    await dialogClosed();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Start Demo Call" })).toHaveFocus());

    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Start Demo Call" }));
    await expect(await within(dialog).findByText("Name is required")).toBeVisible();
    await expect(within(dialog).getByText("Email is required")).toBeVisible();
    await expect(within(dialog).getByText("Phone number is required")).toBeVisible();

    await giveDetails(userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Start Demo Call" }));
    await expectToast("Information saved! Starting AI call...");
    await dialogClosed();
    await expect(leadStore.callRequests).toEqual([
      {
        full_name: details.name,
        business_email: details.email,
        phone_number: details.phone,
        call_status: "requested",
        call_channel: "browser",
      },
    ]);

    await expect(await canvas.findByText("Connecting to AI...")).toBeVisible();
    // The button is disabled while connecting: focus goes to the status line, which announces the call's progress.
    await waitFor(() => expect(canvas.getByRole("status")).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent("Connecting to AI...");
    await expect(voice.starts[0]).toMatchObject({
      assistant: storyAssistantId,
      assistantOverrides: demoAssistantOverrides,
    });
    voice.connect();
    await expect(await canvas.findByText("Connected - AI is listening")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "End Call" }));
    await expect(await canvas.findByText("Ready to connect")).toBeVisible();

    // Returning visitor: the idle label invites them back, and a click calls directly.
    await userEvent.click(canvas.getByRole("button", { name: "Talk to our AI assistant" }));
    await expect(await canvas.findByText("Connecting to AI...")).toBeVisible();
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(voice.starts).toHaveLength(2);
    await clearToasts();
  },
};

/**
 * The browser refuses the microphone: nothing is stored and no call starts; the card offers the phone call with the
 * details already given, and once it is requested, focus lands on the confirmation.
 */
export const MicrophoneRefused: Story = {
  tags: ["test-case", "!autodocs"],
  args: { microphone: "refused" },
  play: async ({ canvas, userEvent, loaded }) => {
    const { voiceClient, leadStore } = doublesOf(loaded);
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    const dialog = await giveDetails(userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Start Demo Call" }));
    await dialogClosed();
    await expect(
      canvas.getByText(
        "Your browser did not let us use the microphone, so the call cannot run here. We can ring your phone instead, or you can book a free workshop.",
      ),
    ).toBeVisible();
    const callMe = canvas.getByRole("button", { name: "Call My Phone Instead" });
    await waitFor(() => expect(callMe).toHaveFocus());
    await expect(leadStore.callRequests).toEqual([]);
    await expect(voiceClient?.starts).toHaveLength(0);

    await userEvent.keyboard("{Enter}");
    const confirmation = "Information saved! Our team will be in touch within one working day to run your demo.";
    await expectToast(confirmation);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent(confirmation);
    await expect(leadStore.callRequests).toEqual([
      { full_name: details.name, business_email: details.email, phone_number: details.phone, call_status: "requested" },
    ]);
    await clearToasts();
  },
};

/** No microphone on the device: the same offer, saying so. */
export const NoMicrophone: Story = {
  tags: ["test-case", "!autodocs"],
  args: { microphone: "missing" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    const dialog = await giveDetails(userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Start Demo Call" }));
    await expect(
      await canvas.findByText(
        "We could not find a microphone on this device, so the call cannot run here. We can ring your phone instead, or you can book a free workshop.",
      ),
    ).toBeVisible();
    await dialogClosed();
    await expect(canvas.getByRole("button", { name: "Call My Phone Instead" })).toBeVisible();
  },
};

/** Saving fails: the failure toast, the dialog stays open with what was typed, and no call starts. */
export const SaveFails: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, loaded }) => {
    const { voiceClient, leadStore } = doublesOf(loaded);
    leadStore.failWith({ status: 0, code: "", message: "TypeError: fetch failed", details: null, hint: null });
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    const dialog = await giveDetails(userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Start Demo Call" }));
    await expectToast("Failed to save your information. Please try again.");
    await expect(screen.getByRole("dialog", { name: "Before we connect you" })).toBeVisible();
    await expect(within(dialog).getByRole("textbox", { name: /Business email/ })).toHaveValue(details.email);
    await expect(voiceClient?.starts).toHaveLength(0);
    await clearToasts();
  },
};

/** Connected and the assistant is speaking: the speaking indicator follows the volume. */
export const Speaking: Story = {
  tags: ["test-case", "!autodocs"],
  args: { voice: "immediately" },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const { voiceClient } = doublesOf(loaded);
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    const dialog = await giveDetails(userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Start Demo Call" }));
    await expect(await canvas.findByText("Connected - AI is listening")).toBeVisible();
    voiceClient!.speech(true);
    voiceClient!.volume(0.8);
    await waitFor(() => expect(canvas.getByText("Assistant speaking")).toHaveClass("opacity-100"));
    await expect(canvasElement.querySelector('[data-slot="demo-call-meter"]')).toHaveAttribute("data-speaking", "true");
    await clearToasts();
  },
};

/**
 * Live captions from the platform's transcripts: the greeting gives way to the assistant's words, the visitor's turn
 * shows under 'You' as it is transcribed, and after the call the card offers the preview again.
 */
export const Captions: Story = {
  tags: ["test-case", "!autodocs"],
  args: { voice: "immediately" },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const { voiceClient } = doublesOf(loaded);
    const voice = voiceClient!;
    const caption = () => canvasElement.querySelector<HTMLElement>('[data-slot="demo-call-caption"]');
    // Who spoke (the caption's first words) and what they said.
    const said = () => [
      caption()?.querySelector("figcaption")?.firstChild?.textContent,
      caption()?.querySelector("p")?.textContent,
    ];
    await userEvent.click(canvas.getByRole("button", { name: "Start Demo Call" }));
    const dialog = await giveDetails(userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Start Demo Call" }));
    await dialogClosed();
    await expect(await canvas.findByText("Connected - AI is listening")).toBeVisible();
    await expect(caption()).toBeNull();
    voice.message({ type: "transcript", role: "assistant", transcriptType: "final", transcript: "Hi, I'm Parley." });
    await waitFor(() => expect(said()).toEqual(["Parley assistant", "Hi, I'm Parley."]));
    voice.message({ type: "transcript", role: "user", transcriptType: "partial", transcript: "We run twelve" });
    await waitFor(() => expect(said()).toEqual(["You", "We run twelve"]));
    await expect(caption()).not.toHaveAttribute("data-final");
    voice.message({ type: "transcript", role: "user", transcriptType: "final", transcript: "We run twelve events." });
    await waitFor(() => expect(caption()).toHaveAttribute("data-final", "true"));
    await expect(said()).toEqual(["You", "We run twelve events."]);
    await userEvent.click(canvas.getByRole("button", { name: "End Call" }));
    await expect(await canvas.findByText("Ready to connect")).toBeVisible();
    await expect(caption()).toBeNull();
    await clearToasts();
  },
};
