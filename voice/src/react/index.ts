// @parley/voice/react: a provider that owns (or is given) a voice client, and a hook over its events.
export { VoiceProvider, useVoiceClient, type VoiceProviderProps } from "./voice-provider.tsx";
export { useVoice, type UseVoiceResult } from "./use-voice.ts";
export { useVoiceVolume } from "./use-voice-volume.ts";
export type { VoiceState } from "./voice-state.ts";
