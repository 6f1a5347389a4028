import { useMemo, useSyncExternalStore } from "react";
import type { VoiceClient } from "../call/client.ts";
import { useVoiceClient } from "./voice-provider.tsx";

/** The last level of a call (`event`), as a store React can subscribe to; 0 before any level and after the call. */
function levelStore(client: VoiceClient, event: "volume-level" | "microphone-level") {
  let level = 0;
  return {
    subscribe: (onChange: () => void) => {
      const set = (value: number) => {
        level = value;
        onChange();
      };
      const offs = [
        client.on(event, set),
        client.on("call-end", () => set(0)),
        client.on("call-start-failed", () => set(0)),
      ];
      return () => offs.forEach((off) => off());
    },
    get: () => level,
  };
}

function useLevel(event: "volume-level" | "microphone-level"): number {
  const client = useVoiceClient();
  const store = useMemo(() => levelStore(client, event), [client, event]);
  return useSyncExternalStore(store.subscribe, store.get, () => 0);
}

/**
 * The assistant's volume (0–1) of the nearest VoiceProvider's call, updated ten times a second while it is live.
 * Kept out of `useVoice` so that only the component drawing a level meter re-renders at that rate.
 */
export function useVoiceVolume(): number {
  return useLevel("volume-level");
}

/** The visitor's microphone level (0–1), ten times a second during the call: a "we can hear you" meter. */
export function useMicrophoneLevel(): number {
  return useLevel("microphone-level");
}
