import { useMemo, useSyncExternalStore } from "react";
import type { VoiceClient } from "../call/client.ts";
import { useVoiceClient } from "./voice-provider.tsx";

/** The assistant's last volume level, as a store React can subscribe to; 0 before any level and after the call. */
function volumeStore(client: VoiceClient) {
  let level = 0;
  return {
    subscribe: (onChange: () => void) => {
      const set = (value: number) => {
        level = value;
        onChange();
      };
      const offs = [
        client.on("volume-level", set),
        client.on("call-end", () => set(0)),
        client.on("call-start-failed", () => set(0)),
      ];
      return () => offs.forEach((off) => off());
    },
    get: () => level,
  };
}

/**
 * The assistant's volume (0–1) of the nearest VoiceProvider's call, updated ten times a second while it is live.
 * Kept out of `useVoice` so that only the component drawing a level meter re-renders at that rate.
 */
export function useVoiceVolume(): number {
  const client = useVoiceClient();
  const store = useMemo(() => volumeStore(client), [client]);
  return useSyncExternalStore(store.subscribe, store.get, () => 0);
}
