import * as React from "react";
import { DemoCallCard } from "../../ui/sections/demo-call-card/demo-call-card";
import { demoCallContent } from "../content/hero";
import { site } from "../content/site";
import type { VoiceClient } from "@parley/voice";
import type { DemoVoice } from "./demo-voice-client";
import { useDemoVoice } from "./demo-voice-context";
import type { DemoSession, DemoSessionView } from "./demo-session";

/** The hero's voice demo: the live call when this build is configured for it, otherwise the booking link. */
export function HeroDemoCall() {
  const demoVoice = useDemoVoice();
  return demoVoice ? (
    <LiveDemoCall voice={demoVoice} />
  ) : (
    <DemoCallCard copy={demoCallContent} status="idle" unavailable bookingUrl={site.bookingUrl} />
  );
}

type LoadedSession = { Session: typeof DemoSession; client: VoiceClient };

/**
 * One card for the whole life of the demo (its button keeps focus while the session loads and the dialog opens):
 * idle until the first click, then driven by the session. The voice SDK, the lead actions and the details dialog
 * are fetched by that click, not with the page.
 */
function LiveDemoCall({ voice }: { voice: DemoVoice }) {
  const [loaded, setLoaded] = React.useState<LoadedSession | null>(null);
  const [session, setSession] = React.useState<DemoSessionView | null>(null);
  const loading = React.useRef(false);

  const startSession = () => {
    if (loading.current) return;
    loading.current = true;
    Promise.all([import("./demo-session"), voice.client()]).then(
      ([module, client]) => setLoaded({ Session: module.DemoSession, client }),
      (error: unknown) => {
        // SPEC §8: logged, nothing shown; the next click tries again.
        loading.current = false;
        console.error("Voice demo:", error);
      },
    );
  };

  return (
    <>
      <DemoCallCard
        copy={demoCallContent}
        status={session?.status ?? "idle"}
        hasCalledBefore={session?.hasCalledBefore ?? false}
        volume={session?.volume}
        speaking={session?.speaking}
        onToggleCall={session?.toggleCall ?? startSession}
        bookingUrl={site.bookingUrl}
      />
      {loaded ? <loaded.Session client={loaded.client} assistantId={voice.assistantId} onView={setSession} /> : null}
    </>
  );
}
