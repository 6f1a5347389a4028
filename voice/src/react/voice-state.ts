import type { CallStatus } from "../call/events.ts";

/** What `useVoice()` exposes about the call. The flags follow docs/product/voice-demo.md#call-flags. */
export interface VoiceState {
  status: CallStatus;
  isCalling: boolean;
  isBrowserCallLoading: boolean;
  /** The assistant is speaking. (Its volume level is `useVoiceVolume()`, so that only a meter re-renders with it.) */
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
  | { type: "speaking"; speaking: boolean };

export const initialVoiceState = (status: CallStatus): VoiceState => ({
  status,
  isCalling: status === "active",
  isBrowserCallLoading: false,
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
      return { ...state, isCalling: false, isBrowserCallLoading: false, speaking: false };
    case "error":
      if (!action.fatal) return { ...state, error: action.error };
      return { ...state, isCalling: false, isBrowserCallLoading: false, error: action.error };
    case "speaking":
      return { ...state, speaking: action.speaking };
  }
}
