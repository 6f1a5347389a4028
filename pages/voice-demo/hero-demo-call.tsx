import * as React from "react";
import { useVoice } from "@parley/voice/react";
import { DemoCallCard, type DemoCallStatus } from "../../ui/sections/demo-call-card/demo-call-card";
import { demoCallContent, demoDetailsContent, site } from "../content";
import { useLeadActions } from "../leads";
import { demoStartOptions } from "./demo-voice-client";
import { useDemoVoice } from "./demo-voice-context";

// The details dialog (Radix Dialog, the form) is fetched on the first click, not with the page.
const loadDetailsDialog = () =>
  import("../../ui/sections/demo-call-card/demo-details-dialog").then((module) => ({
    default: module.DemoDetailsDialog,
  }));
const DemoDetailsDialog = React.lazy(loadDetailsDialog);

/** The hero's voice demo: the live call when this build is configured for it, otherwise the booking link. */
export function HeroDemoCall() {
  const demoVoice = useDemoVoice();
  return demoVoice ? (
    <LiveDemoCall assistantId={demoVoice.assistantId} />
  ) : (
    <DemoCallCard copy={demoCallContent} status="idle" unavailable bookingUrl={site.bookingUrl} />
  );
}

/** SPEC §4: connected once the call has started, connecting while loading, otherwise idle. */
export function demoCallStatus(flags: { isCalling: boolean; isBrowserCallLoading: boolean }): DemoCallStatus {
  if (flags.isCalling) return "connected";
  return flags.isBrowserCallLoading ? "connecting" : "idle";
}

function LiveDemoCall({ assistantId }: { assistantId: string }) {
  const voice = useVoice(demoStartOptions(assistantId));
  const leads = useLeadActions();
  // SPEC §4: the first click, with no details given, asks for them; later clicks toggle the call directly.
  const [detailsGiven, setDetailsGiven] = React.useState(false);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [dialogLoaded, setDialogLoaded] = React.useState(false);

  // SPEC §8: call errors are logged and the flags reset (the hook does that); the visitor sees no message.
  React.useEffect(() => {
    if (voice.error) console.error("Voice demo:", voice.error);
  }, [voice.error]);

  const toggleCall = () => {
    if (!detailsGiven && !voice.isCalling) {
      setDialogLoaded(true);
      setDialogOpen(true);
      return;
    }
    void voice.toggle();
  };

  const submitDetails = async (details: { name: string; email: string; phone: string }) => {
    const result = await leads.requestDemoCall(details);
    if (result.ok) {
      setDetailsGiven(true);
      void voice.toggle();
    }
    return result;
  };

  return (
    <>
      <DemoCallCard
        copy={demoCallContent}
        status={demoCallStatus(voice)}
        hasCalledBefore={detailsGiven}
        volume={voice.volume}
        speaking={voice.speaking}
        onToggleCall={toggleCall}
        bookingUrl={site.bookingUrl}
      />
      {dialogLoaded ? (
        <React.Suspense fallback={null}>
          <DemoDetailsDialog
            copy={demoDetailsContent}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onSubmit={submitDetails}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
