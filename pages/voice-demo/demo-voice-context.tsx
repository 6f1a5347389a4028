import * as React from "react";
import type { DemoVoice } from "./demo-voice-client";

const DemoVoiceContext = React.createContext<DemoVoice | null>(null);

/** Gives the hero demo its voice setup; `null` means the live demo is not configured in this build. */
export function DemoVoiceProvider({ voice, children }: { voice: DemoVoice | null; children: React.ReactNode }) {
  return <DemoVoiceContext.Provider value={voice}>{children}</DemoVoiceContext.Provider>;
}

/** The demo's voice setup, or null when it cannot run. */
export function useDemoVoice(): DemoVoice | null {
  return React.useContext(DemoVoiceContext);
}
