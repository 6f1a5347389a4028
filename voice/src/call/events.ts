import type { NetworkState } from "./call-object.ts";
import type { ServerMessage } from "./messages.ts";

/** Where the client is: no call, starting one, or in one (the assistant said it is listening). */
export type CallStatus = "idle" | "connecting" | "active";

export type StartStage =
  | "initialization"
  | "validation"
  | "web-call-creation"
  | "daily-call-object-creation"
  | "mobile-permissions"
  | "daily-call-join"
  | "video-recording-setup"
  | "video-recording-started"
  | "audio-observer-setup"
  | "audio-processing-setup";

export interface CallStartProgress {
  stage: StartStage;
  status: "started" | "completed" | "failed";
  /** Milliseconds the stage took (completed and failed only). */
  duration?: number;
  timestamp: number;
  metadata?: Record<string, unknown>;
}

export interface CallStartSuccess {
  callId: string;
  totalDuration: number;
  timestamp: number;
}

export interface CallStartFailed {
  stage: StartStage;
  totalDuration: number;
  /**
   * Always an Error. A cancelled start gives an AbortError (`error.name === "AbortError"`): stop()'s, or the start
   * signal's reason (an AbortError unless you aborted with another).
   */
  error: Error;
  timestamp: number;
}

/** Errors that end the call (or its start): `fatal: true`. */
export type FatalErrorType =
  | "validation-error"
  | "start-method-error"
  | "daily-error"
  | "daily-call-object-creation-error"
  | "daily-call-join-error"
  /** reconnect() could not rejoin the call. */
  | "reconnect-error";

/** Errors the call survives: `fatal: false`. */
export type NonFatalErrorType =
  | "video-recording-setup-error"
  | "audio-observer-setup-error"
  | "audio-processing-setup-error"
  | "audio-processor-recovery-error"
  | "audio-start-failed"
  /** A message the client sends by itself (say-first-message, 'playable') could not be sent. */
  | "message-send-error"
  /** Daily's microphone observer could not start: no microphone-level events in this call. */
  | "microphone-level-error";

export type VoiceErrorType = FatalErrorType | NonFatalErrorType;

/** Errors that end the call (or its start); every other error type is one the call survives. */
export const FATAL_ERROR_TYPES: readonly FatalErrorType[] = [
  "validation-error",
  "start-method-error",
  "daily-error",
  "daily-call-object-creation-error",
  "daily-call-join-error",
  "reconnect-error",
];

/**
 * An `error` event, discriminated on `type` (and on `fatal`): `if (event.fatal)` narrows `type` to the errors that
 * ended the call, `switch (event.type)` to one error.
 */
export type VoiceErrorEvent = {
  [T in VoiceErrorType]: {
    type: T;
    /** True when the call (or its start) ended with this error; false when the call goes on. */
    fatal: T extends FatalErrorType ? true : false;
    /** The start stage it happened in, when it happened while starting ("input-validation" for validation-error). */
    stage?: StartStage | "input-validation";
    error: Error;
    timestamp: number;
  };
}[VoiceErrorType];

/** The error event of `type`: `fatal` follows from the type. */
export function errorEvent(type: VoiceErrorType, error: Error, stage?: VoiceErrorEvent["stage"]): VoiceErrorEvent {
  const fatal = (FATAL_ERROR_TYPES as readonly string[]).includes(type);
  return { type, fatal, ...(stage ? { stage } : {}), error, timestamp: Date.now() } as VoiceErrorEvent;
}

/**
 * Daily's non-fatal error types the call passes on as warnings (its `audio-processor-error` is handled: the client
 * falls back to the raw microphone). Kept open to types a later daily-js adds.
 */
export type DailyWarningType =
  | "input-settings-error"
  | "screen-share-error"
  | "local-audio-level-observer-error"
  | "video-processor-error"
  | "video-processor-warning"
  | "remote-media-player-error"
  | "live-streaming-warning"
  | "meeting-session-data-error"
  | (string & {});

/** A non-fatal Daily error the call survives (other than the handled audio-processor-error). */
export interface VoiceWarningEvent {
  type: DailyWarningType;
  error: Error;
  timestamp: number;
}

/** Daily's view of the visitor's connection, as it changes during a call. */
export interface NetworkQualityEvent {
  state: NetworkState;
  /** Why, when not good (e.g. 'sendPacketLoss'). */
  reasons: string[];
}

/** The call's cloud recording (video-recording calls) started, stopped or failed. */
export interface RecordingEvent {
  state: "started" | "stopped" | "error";
  error?: Error;
}

/** Daily's camera-error types, which cover the microphone too (daily-js `DailyCameraErrorType`). */
export type DailyDeviceErrorType =
  | "cam-in-use"
  | "mic-in-use"
  | "cam-mic-in-use"
  | "permissions"
  | "undefined-mediadevices"
  | "not-found"
  | "constraints"
  | "unknown";

/**
 * A local device problem the call survives, discriminated on `type`: Daily's camera error (microphone refused
 * 'permissions', missing 'not-found', in use …), or a microphone or speaker chosen with setMicrophone/setSpeaker
 * that could not be used in a later call ('microphone-error', 'speaker-error'; e.g. unplugged: NotFoundError).
 */
export interface DeviceErrorEvent {
  type: DailyDeviceErrorType | "microphone-error" | "speaker-error";
  error: Error;
}

/** Every event a voice client emits, with its payload. */
export interface VoiceClientEvents {
  status: CallStatus;
  "call-start-progress": CallStartProgress;
  "call-start-success": CallStartSuccess;
  "call-start-failed": CallStartFailed;
  /** The assistant is listening (app message 'listening'). */
  "call-start": undefined;
  /** The call ended: server status-update ended, Daily left-meeting, or stop()/end() on a joined call. */
  "call-end": undefined;
  "speech-start": undefined;
  "speech-end": undefined;
  /** Assistant volume, 0–1, every 100 ms. */
  "volume-level": number;
  /** The visitor's microphone level, 0–1, every 100 ms while in a call. */
  "microphone-level": number;
  "network-quality": NetworkQualityEvent;
  recording: RecordingEvent;
  "device-error": DeviceErrorEvent;
  message: ServerMessage;
  error: VoiceErrorEvent;
  warning: VoiceWarningEvent;
  /** The element playing the assistant (added to document.body; removed when the call ends). */
  audio: HTMLAudioElement;
  /** The assistant's video track (video recording or the 'tavus' voice provider). */
  video: MediaStreamTrack;
}

export type VoiceClientEventName = keyof VoiceClientEvents;
