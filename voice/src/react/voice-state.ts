import type { CallStatus } from "../call/events.ts";

/** What `useVoice()` exposes about the call. The flags follow docs/product/voice-demo.md#call-flags. */
export interface VoiceState {
  status: CallStatus;
  isCalling: boolean;
  isBrowserCallLoading: boolean;
  /** Assistant volume, 0–1. */
  volume: number;
  /** The assistant is speaking. */
  speaking: boolean;
  /** The last error (event or thrown by start/stop), cleared by the next start. */
  error: Error | null;
}

export type VoiceAction =
  | { type: "status"; status: CallStatus }
  | { type: "loading" }
  | { type: "call-start" }
  | { type: "call-end" }
  /** `fatal`: the call (or its start) ended with it; a non-fatal error leaves the flags alone. */
  | { type: "error"; error: Error; fatal: boolean }
  | { type: "volume"; volume: number }
  | { type: "speaking"; speaking: boolean };

export const initialVoiceState = (status: CallStatus): VoiceState => ({
  status,
  isCalling: status === "active",
  isBrowserCallLoading: false,
  volume: 0,
  speaking: false,
  error: null,
});

export function voiceReducer(state: VoiceState, action: VoiceAction): VoiceState {
  switch (action.type) {
    case "status":
      return { ...state, status: action.status };
    case "loading":
      return { ...state, isBrowserCallLoading: true, error: null };
    case "call-start":
      return { ...state, isCalling: true, isBrowserCallLoading: false };
    case "call-end":
      return { ...state, isCalling: false, isBrowserCallLoading: false, volume: 0, speaking: false };
    case "error":
      if (!action.fatal) return { ...state, error: action.error };
      return { ...state, isCalling: false, isBrowserCallLoading: false, error: action.error };
    case "volume":
      return { ...state, volume: action.volume };
    case "speaking":
      return { ...state, speaking: action.speaking };
  }
}
