import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { createVoiceClient, type VoiceClient, type VoiceClientOptions } from "../call/client.ts";

const VoiceContext = createContext<VoiceClient | null>(null);

export type VoiceProviderProps = {
  children?: ReactNode;
} & (
  | {
      /** A client you own (or the fake one from `@parley/voice/testing` in stories and tests). */
      client: VoiceClient;
      options?: never;
    }
  | {
      client?: never;
      /** Options for a client the provider creates once and stops when it unmounts. */
      options?: VoiceClientOptions;
    }
);

/** Gives `useVoice()` its client. One provider, one client: renders never create more (StrictMode-safe). */
export function VoiceProvider({ client, options, children }: VoiceProviderProps) {
  // Creating a client has no side effects, so StrictMode's double initialiser is harmless.
  const [owned] = useState(() => (client ? null : createVoiceClient(options)));
  useEffect(
    () => () => {
      void owned?.stop();
    },
    [owned],
  );
  return <VoiceContext.Provider value={client ?? owned}>{children}</VoiceContext.Provider>;
}

/** The provider's client. Throws outside a VoiceProvider. */
export function useVoiceClient(): VoiceClient {
  const client = useContext(VoiceContext);
  if (!client) throw new Error("useVoice() must be used inside a <VoiceProvider>.");
  return client;
}
