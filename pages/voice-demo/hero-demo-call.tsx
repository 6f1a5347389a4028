import * as React from "react";
import { DemoCallCard } from "../../ui/sections/demo-call-card/demo-call-card";
import { demoCallContent } from "../content/hero";
import { afterNextPaint } from "../loading/after-next-paint";
import type { VoiceClient } from "@parley/voice";
import type { DemoVoice } from "./demo-voice-client";
import { useDemoVoice } from "./demo-voice-context";
import type { DemoRequestSession } from "./demo-request-session";
import type { DemoSession, DemoSessionView } from "./demo-session";

/** The hero's voice demo: the live call where the voice platform is set up, otherwise a demo call on request. */
export function HeroDemoCall() {
  const demoVoice = useDemoVoice();
  return demoVoice ? <LiveDemoCall voice={demoVoice} /> : <DemoCallRequest />;
}

/**
 * Focus after the details dialog closes, rather than wherever Radix remembered (the card's button is disabled while
 * a call connects, so focus would drop to <body>): after a stored request the card's confirmation or status line,
 * after Escape or Cancel the card's button.
 */
function focusCardAfterDialog(card: HTMLElement | null, event: Event, stored: boolean) {
  const target = stored
    ? card?.querySelector<HTMLElement>('[data-slot="demo-call-confirmation"], [data-slot="demo-call-status"]')
    : card?.querySelector<HTMLElement>('[data-slot="button"]'); // the card's action, not the sample's Listen
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * No live call here: the card invites the visitor to request one. The click fetches the details dialog and the
 * lead actions; the stored request turns the button into a confirmation that says when we will call.
 */
function DemoCallRequest() {
  const card = React.useRef<HTMLDivElement>(null);
  const [Session, setSession] = React.useState<typeof DemoRequestSession | null>(null);
  const [open, setOpen] = React.useState(false);
  const [confirmation, setConfirmation] = React.useState<string | null>(null);
  const requested = confirmation !== null;
  // The dialog's code is on its way: the button says so (on a slow line that takes seconds).
  const [preparing, setPreparing] = React.useState(false);

  const openDetails = () => {
    if (Session) return setOpen(true);
    if (preparing) return;
    // The button shows it is busy in this tap's frame; the dialog's code is requested once that frame is painted.
    setPreparing(true);
    afterNextPaint(() => {
      import("./demo-request-session").then(
        (module) => {
          setPreparing(false);
          setSession(() => module.DemoRequestSession);
          setOpen(true);
        },
        (error: unknown) => {
          // Offline or a new deployment: the next click tries again.
          setPreparing(false);
          console.error("Demo request:", error);
        },
      );
    });
  };

  return (
    <>
      <DemoCallCard
        ref={card}
        layout="wide"
        copy={confirmation ? { ...demoCallContent, requestedConfirmation: confirmation } : demoCallContent}
        status="idle"
        mode="request"
        requested={requested}
        preparing={preparing}
        onToggleCall={openDetails}
      />
      {Session ? (
        <Session
          open={open}
          onOpenChange={setOpen}
          onRequested={setConfirmation}
          onCloseAutoFocus={(event) => focusCardAfterDialog(card.current, event, requested)}
        />
      ) : null}
    </>
  );
}

type LoadedSession = { Session: typeof DemoSession; client: VoiceClient };

/**
 * One card for the whole life of the demo (its button keeps focus while the session loads and the dialog opens):
 * idle until the first click, then driven by the session. The voice SDK, the lead actions and the details dialog
 * are fetched by that click, not with the page.
 */
function LiveDemoCall({ voice }: { voice: DemoVoice }) {
  const card = React.useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = React.useState<LoadedSession | null>(null);
  const [session, setSession] = React.useState<DemoSessionView | null>(null);
  // The session's code and the voice SDK are on their way: the button says so until the session drives the card.
  const [preparing, setPreparing] = React.useState(false);
  const phone = session?.phoneInstead ?? null;

  // The phone request replaces the card's button with its confirmation: focus follows to it.
  const phoneConfirmed = phone?.confirmation != null;
  React.useEffect(() => {
    if (phoneConfirmed) card.current?.querySelector<HTMLElement>('[data-slot="demo-call-confirmation"]')?.focus();
  }, [phoneConfirmed]);

  const startSession = () => {
    if (preparing || loaded) return;
    // Busy in this tap's frame; the code is requested once that frame is painted (as in DemoCallRequest).
    setPreparing(true);
    afterNextPaint(() => {
      Promise.all([import("./demo-session"), voice.client()]).then(
        ([module, client]) => setLoaded({ Session: module.DemoSession, client }),
        (error: unknown) => {
          // docs/product/voice-demo.md#call-flags: logged, nothing shown; the next click tries again.
          setPreparing(false);
          console.error("Voice demo:", error);
        },
      );
    });
  };

  return (
    <>
      <DemoCallCard
        ref={card}
        layout="wide"
        copy={
          phone
            ? {
                ...demoCallContent,
                // The assistant itself rings: "Talk to" stays true, unlike the team's later live run.
                requestTitle: demoCallContent.title,
                requestDescription: phone.description,
                requestLabel: phone.requestLabel,
                requestedConfirmation: phone.confirmation ?? "",
              }
            : demoCallContent
        }
        mode={phone ? "request" : "call"}
        requested={phoneConfirmed}
        status={session?.status ?? "idle"}
        hasCalledBefore={session?.hasCalledBefore ?? false}
        volume={session?.volume}
        speaking={session?.speaking}
        caption={session?.caption}
        preparing={preparing && !session}
        onToggleCall={session?.toggleCall ?? startSession}
      />
      {loaded ? (
        <loaded.Session
          client={loaded.client}
          assistantId={voice.assistantId}
          checkMicrophone={voice.checkMicrophone}
          onView={setSession}
          onCloseAutoFocus={(event, detailsGiven) => focusCardAfterDialog(card.current, event, detailsGiven)}
        />
      ) : null}
    </>
  );
}
