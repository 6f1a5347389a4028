import * as React from "react";
import type { StartOptions, VoiceClient } from "@parley/voice";
import { VoiceProvider, useVoice, useVoiceVolume } from "@parley/voice/react";
import type { DemoCallStatus } from "../../ui/sections/demo-call-card/demo-call-card";
import { DemoDetailsDialog } from "../../ui/sections/demo-call-card/demo-details-dialog";
import { demoDetailsContent } from "../content/home-story";
import { demoAssistantOverrides } from "../content/voice-demo";
import { useLeadActions } from "../leads/use-lead-actions";

/** What the hero's card shows of the running session. */
export interface DemoSessionView {
  status: DemoCallStatus;
  hasCalledBefore: boolean;
  volume: number;
  speaking: boolean;
  toggleCall: () => void;
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

function SessionController({ assistantId, onView, onCloseAutoFocus }: Omit<DemoSessionProps, "client">) {
  const voice = useVoice(demoStartOptions(assistantId));
  // The card's level meter: the one part of the demo that follows the assistant's volume ten times a second.
  const volume = useVoiceVolume();
  const leads = useLeadActions();
  // docs/product/voice-demo.md#demo-call-card: the first click, with no details given, asks for them (this session starts on that click); later
  // clicks toggle the call directly.
  const [detailsGiven, setDetailsGiven] = React.useState(false);
  const [dialogOpen, setDialogOpen] = React.useState(true);

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

  const status = demoCallStatus(voice);
  React.useLayoutEffect(() => {
    onView({ status, hasCalledBefore: detailsGiven, volume, speaking: voice.speaking, toggleCall });
  }, [onView, status, detailsGiven, volume, voice.speaking, toggleCall]);

  const submitDetails = async (details: { name: string; email: string; phone: string }) => {
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
