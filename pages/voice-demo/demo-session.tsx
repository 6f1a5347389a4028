import * as React from "react";
import type { StartOptions, VoiceClient } from "@parley/voice";
import { VoiceProvider, useVoice, useVoiceTranscript, useVoiceVolume } from "@parley/voice/react";
import type { DemoCallCaption, DemoCallStatus } from "../../ui/sections/demo-call-card/demo-call-card";
import { DemoDetailsDialog } from "../../ui/sections/demo-call-card/demo-details-dialog";
import { demoRequestedMessages, microphoneFallbackContent } from "../content/demo-request";
import { demoDetailsContent } from "../content/home-story";
import { demoAssistantOverrides } from "../content/voice-demo";
import { useLeadActions } from "../leads/use-lead-actions";
import { checkBrowserMicrophone, type MicrophoneCheck } from "./microphone-check";

/** What the hero's card shows of the running session. */
export interface DemoSessionView {
  status: DemoCallStatus;
  hasCalledBefore: boolean;
  volume: number;
  speaking: boolean;
  /** The call's latest words, as the platform transcribes them (the card's live captions). */
  caption: DemoCallCaption | null;
  /** The card's button: the call, or the phone request when `phoneInstead` is set. */
  toggleCall: () => void;
  /** The microphone cannot be used: the card offers the phone call (why, its button, and once stored, what happens next). */
  phoneInstead: { description: string; requestLabel: string; confirmation: string | null } | null;
}

/** docs/product/voice-demo.md#demo-call-card: connected once the call has started, connecting while loading, otherwise idle. */
function demoCallStatus(flags: { isCalling: boolean; isBrowserCallLoading: boolean }): DemoCallStatus {
  if (flags.isCalling) return "connected";
  return flags.isBrowserCallLoading ? "connecting" : "idle";
}

/** docs/product/voice-demo.md#assistant-settings: the assistant by id, started with the demo's greeting and model. */
function demoStartOptions(assistantId: string): StartOptions {
  return { assistant: assistantId, assistantOverrides: demoAssistantOverrides };
}

type DemoSessionProps = {
  client: VoiceClient;
  assistantId: string;
  /** Default: the browser's own (the check loads with this session, not with the page). */
  checkMicrophone?: () => Promise<MicrophoneCheck>;
  onView: (view: DemoSessionView) => void;
  /** The details dialog is closing: `detailsGiven` tells a stored request from Escape or Cancel. */
  onCloseAutoFocus: (event: Event, detailsGiven: boolean) => void;
};

/**
 * The live demo after the visitor's first click (this module is fetched by that click): the voice client, the
 * details dialog, and the call's state reported to the card.
 */
export function DemoSession({ client, ...controller }: DemoSessionProps) {
  return (
    <VoiceProvider client={client}>
      <SessionController {...controller} />
    </VoiceProvider>
  );
}

type Details = { name: string; email: string; phone: string };
type PhoneInstead = { reason: Exclude<MicrophoneCheck, "ok">; details: Details; confirmation: string | null };

function SessionController({
  assistantId,
  checkMicrophone = checkBrowserMicrophone,
  onView,
  onCloseAutoFocus,
}: Omit<DemoSessionProps, "client">) {
  const voice = useVoice(demoStartOptions(assistantId));
  // The card's level meter: the one part of the demo that follows the assistant's volume ten times a second.
  const volume = useVoiceVolume();
  const [said] = useVoiceTranscript({ limit: 1 });
  const caption = React.useMemo<DemoCallCaption | null>(
    () =>
      said
        ? { speaker: said.role === "assistant" ? "assistant" : "visitor", text: said.text, final: said.final }
        : null,
    [said],
  );
  const leads = useLeadActions();
  // docs/product/voice-demo.md#demo-call-card: the first click, with no details given, asks for them (this session starts on that click); later
  // clicks toggle the call directly.
  const [detailsGiven, setDetailsGiven] = React.useState(false);
  const [dialogOpen, setDialogOpen] = React.useState(true);
  const [phoneInstead, setPhoneInstead] = React.useState<PhoneInstead | null>(null);
  const requestingPhone = React.useRef(false);

  // docs/product/voice-demo.md#call-flags: call errors are logged and the flags reset (the hook does that); the visitor sees no message.
  React.useEffect(() => {
    if (voice.error) console.error("Voice demo:", voice.error);
  }, [voice.error]);

  // `toggle` is a stable callback of the hook (no `this`): the card's handler changes only with these flags.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { isCalling, toggle } = voice;
  const toggleCall = React.useCallback(() => {
    if (!detailsGiven && !isCalling) setDialogOpen(true);
    else void toggle();
  }, [detailsGiven, isCalling, toggle]);

  // docs/product/phone-callbacks.md#what-the-site-says: the details given become a phone request, once.
  const { requestDemoCallBack, prepareDemoCallBack } = leads;
  // The offer is on screen: the human check solves while the visitor reads it.
  const offered = phoneInstead !== null;
  React.useEffect(() => {
    if (offered) prepareDemoCallBack();
  }, [offered, prepareDemoCallBack]);
  const callPhoneInstead = React.useCallback(async () => {
    if (!phoneInstead || requestingPhone.current) return;
    requestingPhone.current = true;
    const result = await requestDemoCallBack(phoneInstead.details);
    requestingPhone.current = false;
    if (result.ok) setPhoneInstead({ ...phoneInstead, confirmation: result.message ?? demoRequestedMessages.team });
  }, [phoneInstead, requestDemoCallBack]);

  const status = demoCallStatus(voice);
  React.useLayoutEffect(() => {
    onView({
      status,
      hasCalledBefore: detailsGiven,
      volume,
      speaking: voice.speaking,
      caption,
      toggleCall: phoneInstead ? () => void callPhoneInstead() : toggleCall,
      phoneInstead: phoneInstead && {
        description: microphoneFallbackContent[phoneInstead.reason],
        requestLabel: microphoneFallbackContent.requestLabel,
        confirmation: phoneInstead.confirmation,
      },
    });
  }, [onView, status, detailsGiven, volume, voice.speaking, caption, toggleCall, phoneInstead, callPhoneInstead]);

  const submitDetails = async (details: Details) => {
    // Before anything is stored: without a microphone the browser call cannot help, the phone call can.
    const microphone = await checkMicrophone();
    if (microphone !== "ok") {
      setPhoneInstead({ reason: microphone, details, confirmation: null });
      return { ok: true } as const;
    }
    const result = await leads.requestDemoCall(details);
    if (result.ok) {
      setDetailsGiven(true);
      void toggle();
    }
    return result;
  };

  return (
    <DemoDetailsDialog
      copy={demoDetailsContent}
      open={dialogOpen}
      onOpenChange={setDialogOpen}
      onSubmit={submitDetails}
      onCloseAutoFocus={(event) => onCloseAutoFocus(event, detailsGiven)}
    />
  );
}
