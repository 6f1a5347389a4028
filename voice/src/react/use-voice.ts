import { useCallback, useEffect, useReducer, useRef } from "react";
import type { StartOptions, VoiceClient } from "../call/client.ts";
import type { WebCall } from "../rest/calls-web.ts";
import { useVoiceClient } from "./voice-provider.tsx";
import { initialVoiceState, voiceReducer, type VoiceState } from "./voice-state.ts";

export interface UseVoiceResult extends VoiceState {
  start(options?: StartOptions): Promise<WebCall | null>;
  stop(): Promise<void>;
  /** Loading on, then stops the call if there is one (connecting or active), otherwise starts one. */
  toggle(options?: StartOptions): Promise<void>;
  client: VoiceClient;
}

const toError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

/**
 * The call of the nearest VoiceProvider as React state. `defaults` are the start options used when
 * start/toggle are called without any (the hero demo's assistant id and overrides).
 */
export function useVoice(defaults: StartOptions = {}): UseVoiceResult {
  const client = useVoiceClient();
  const [state, dispatch] = useReducer(voiceReducer, client.status, initialVoiceState);
  // The latest defaults without re-creating the callbacks (they are usually an inline object).
  const defaultsRef = useRef(defaults);
  useEffect(() => {
    defaultsRef.current = defaults;
  });

  useEffect(() => {
    dispatch({ type: "status", status: client.status });
    const offs = [
      client.on("status", (status) => dispatch({ type: "status", status })),
      client.on("call-start", () => dispatch({ type: "call-start" })),
      client.on("call-end", () => dispatch({ type: "call-end" })),
      // A start cancelled by stop() ends the attempt without an error event.
      client.on("call-start-failed", () => dispatch({ type: "call-end" })),
      client.on("error", (event) => dispatch({ type: "error", error: event.error, fatal: event.fatal })),
      client.on("message", (message) => {
        if (message.type === "status-update" && message.status === "ended") dispatch({ type: "call-end" });
      }),
      client.on("speech-start", () => dispatch({ type: "speaking", speaking: true })),
      client.on("speech-end", () => dispatch({ type: "speaking", speaking: false })),
    ];
    return () => offs.forEach((off) => off());
  }, [client]);

  const start = useCallback(
    async (options: StartOptions = defaultsRef.current) => {
      if (client.status === "idle") dispatch({ type: "loading" });
      try {
        return await client.start(options);
      } catch (error) {
        dispatch({ type: "error", error: toError(error), fatal: true });
        throw error;
      }
    },
    [client],
  );

  const stop = useCallback(async () => {
    try {
      await client.stop();
    } catch (error) {
      dispatch({ type: "error", error: toError(error), fatal: true });
      throw error;
    }
  }, [client]);

  const toggle = useCallback(
    async (options?: StartOptions) => {
      dispatch({ type: "loading" });
      try {
        if (client.status === "idle") await client.start(options ?? defaultsRef.current);
        else await client.stop();
      } catch (error) {
        // docs/product/voice-demo.md#call-flags: on an exception both flags reset; the site only logs it.
        dispatch({ type: "error", error: toError(error), fatal: true });
      }
    },
    [client],
  );

  return { ...state, start, stop, toggle, client };
}
