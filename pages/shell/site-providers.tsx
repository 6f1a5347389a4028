import * as React from "react";
import { LeadStoreProvider, type LeadStoreProviderProps } from "../leads/lead-store-context";
import { createDemoVoice, type DemoVoice } from "../voice-demo/demo-voice-client";
import { DemoVoiceProvider } from "../voice-demo/demo-voice-context";

export type SiteProvidersProps = {
  /** Default: the real lead store (supabase-js, loaded on the first insert). Stories and tests pass a double. */
  leadStore?: LeadStoreProviderProps["store"];
  /** Default: EmailJS when configured. Stories pass null. */
  notifier?: LeadStoreProviderProps["notifier"];
  /** Default: ask the server whether demo requests are rung. Stories pass a fixed plan. */
  callbacks?: LeadStoreProviderProps["callbacks"];
  /** Default: the real voice client when the demo is configured. Stories pass the fake; null = not configured. */
  voice?: DemoVoice | null;
  children: React.ReactNode;
};

/** The services every page can use, real by default; the one place stories and tests swap in doubles. */
export function SiteProviders({ leadStore, notifier, callbacks, voice, children }: SiteProvidersProps) {
  // Creating the setup loads nothing: the SDK is fetched on the first click, Daily when the first call starts.
  const [defaultVoice] = React.useState(() => (voice === undefined ? createDemoVoice() : null));
  return (
    <LeadStoreProvider store={leadStore} notifier={notifier} callbacks={callbacks}>
      <DemoVoiceProvider voice={voice === undefined ? defaultVoice : voice}>{children}</DemoVoiceProvider>
    </LeadStoreProvider>
  );
}
