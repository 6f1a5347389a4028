// @parley/voice/react: a provider that owns (or is given) a voice client, and a hook over its events.
export { VoiceProvider, useVoiceClient, type VoiceProviderProps } from "./voice-provider.tsx";
export { useVoice, type UseVoiceResult } from "./use-voice.ts";
export { useMicrophoneLevel, useVoiceVolume } from "./use-levels.ts";
export { useVoiceTranscript, type TranscriptLine } from "./use-transcript.ts";
export type { VoiceState } from "./voice-state.ts";
