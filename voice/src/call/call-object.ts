// The slice of Daily's call object this client uses. Real daily-js satisfies it (checked where it is loaded);
// the fake in `@parley/voice/testing` implements it, so tests and stories run without WebRTC.
import type { DailyDeviceErrorType } from "./events.ts";

export interface CallParticipant {
  session_id: string;
  user_name?: string;
  local?: boolean;
}

/** Payloads of the Daily events the client listens to (only the fields it reads). */
export interface CallObjectEvents {
  "app-message": { data: unknown; fromId: string };
  "participant-joined": { participant: CallParticipant };
  "participant-left": { participant: CallParticipant };
  "track-started": { participant: CallParticipant | null; track: MediaStreamTrack; type?: string };
  "track-stopped": { participant: CallParticipant | null; track: MediaStreamTrack; type?: string };
  "left-meeting": object;
  error: { errorMsg: string; error?: unknown };
  "nonfatal-error": { type: string; errorMsg: string; details?: unknown };
  "remote-participants-audio-level": { participantsAudioLevel: Record<string, number> };
  "local-audio-level": { audioLevel: number };
  "recording-started": object;
  "recording-stopped": object;
  "recording-error": { errorMsg?: string };
  "network-quality-change": { networkState: NetworkState; networkStateReasons: string[] };
  /** Daily's name for any local device failure, the microphone's too. */
  "camera-error": { errorMsg?: { errorMsg?: string }; error?: { type?: DailyDeviceErrorType; msg?: string } };
}

export type CallObjectEventName = keyof CallObjectEvents;

/** Daily's verdict on the connection. */
export type NetworkState = "good" | "warning" | "bad" | "unknown";

export interface RecordingOptions {
  width: number;
  height: number;
  backgroundColor: string;
  layout: { preset: "default" };
}

export interface CallObject {
  on<E extends CallObjectEventName>(event: E, handler: (event: CallObjectEvents[E]) => void): unknown;
  off<E extends CallObjectEventName>(event: E, handler: (event: CallObjectEvents[E]) => void): unknown;
  join(options: { url: string; token?: string; subscribeToTracksAutomatically: boolean }): Promise<unknown>;
  destroy(): Promise<void>;
  sendAppMessage(data: unknown, to?: string): unknown;
  setLocalAudio(enabled: boolean): unknown;
  /** null before the join (daily-js has no local participant yet). */
  localAudio(): boolean | null;
  updateParticipant(sessionId: string, updates: { setSubscribedTracks: { audio: boolean; video: boolean } }): unknown;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void>;
  stopRemoteParticipantsAudioLevelObserver(): void;
  startLocalAudioLevelObserver(interval?: number): Promise<void>;
  setInputDevicesAsync(devices: { audioDeviceId: string }): Promise<unknown>;
  updateInputSettings(settings: { audio: { processor: { type: "noise-cancellation" | "none" } } }): Promise<unknown>;
  startRecording(options: RecordingOptions): void;
  stopRecording(): void;
}

/** Options passed to `createCallObject` (a subset of Daily's factory options). */
export interface CallObjectOptions {
  audioSource?: boolean | string | MediaStreamTrack;
  videoSource?: boolean | string | MediaStreamTrack;
  startAudioOff?: boolean;
  dailyConfig?: { avoidEval?: boolean; alwaysIncludeMicInPermissionPrompt?: boolean };
}

export interface CallObjectFactory {
  createCallObject(options: CallObjectOptions): CallObject;
}

/** Where the call object comes from: a factory, or a (lazy) loader of one. */
export type CallObjectSource = CallObjectFactory | (() => CallObjectFactory | Promise<CallObjectFactory>);

/** Loads daily-js only when a call starts, so importing this package never pulls in WebRTC code. */
export async function loadDaily(): Promise<CallObjectFactory> {
  const daily = await import("@daily-co/daily-js");
  // Daily types `on`/`off` with one generic over all its events; ours lists only the events read here, whose
  // payloads are subsets of Daily's. TypeScript cannot relate the two generics, hence the cast.
  return daily.default as unknown as CallObjectFactory;
}
