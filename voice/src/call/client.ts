import { createHttp, type Http, type TokenSource } from "../rest/http.ts";
import { createWebCall, type CreateWebCallBody, type WebCall } from "../rest/calls-web.ts";
import type {
  AssistantOverrides,
  CreateAssistantDTO,
  CreateSquadDTO,
  CreateWorkflowDTO,
  WorkflowOverrides,
} from "../rest/openapi-types.ts";
import {
  loadDaily,
  type CallObject,
  type CallObjectEventName,
  type CallObjectEvents,
  type CallObjectFactory,
  type CallObjectOptions,
  type CallObjectSource,
} from "./call-object.ts";
import { Emitter } from "./emitter.ts";
import {
  errorEvent,
  type CallStatus,
  type StartStage,
  type VoiceClientEvents,
  type VoiceErrorEvent,
  type VoiceErrorType,
  type CallStartProgress,
} from "./events.ts";
import { parseServerMessage, type ClientMessage, type StatusUpdateMessage } from "./messages.ts";

// docs/product/constants.md#voice
export const SPEECH_THRESHOLD = 0.01;
export const VOLUME_NORMALISER = 0.15;
export const SPEECH_END_TIMEOUT_MS = 1000;
export const MOBILE_PERMISSION_WAIT_MS = 1000;
export const AUDIO_OBSERVER_INTERVAL_MS = 100;
export const RECORDING_OPTIONS = {
  width: 1280,
  height: 720,
  backgroundColor: "#FF1F2D3D",
  layout: { preset: "default" },
} as const;
export const MISSING_TARGET_MESSAGE = "Assistant or Squad or Workflow must be provided.";
export const MISSING_WEB_CALL_URL_MESSAGE = "webCallUrl is required for reconnection.";
/**
 * After the server's status-update 'ended', how long the call keeps playing and delivering late messages while
 * waiting for Daily's left-meeting; then it is torn down anyway, so a lost left-meeting never leaks the microphone.
 */
export const ENDED_GRACE_MS = 5000;
/** The platform's bot participant whose audio is the assistant. */
const ASSISTANT_PARTICIPANT = "Vapi Speaker";
const MOBILE_USER_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

export interface VoiceClientOptions {
  /** Public key, or a function returning a fresh short-lived token (called once per start). */
  token?: TokenSource;
  /** API host. Default `https://api.vapi.ai`. */
  baseUrl?: string;
  /** fetch implementation (tests, polyfills). */
  fetch?: typeof fetch;
  /** Daily's factory or a loader of it. Default: `@daily-co/daily-js`, imported when the first call starts. */
  daily?: CallObjectSource;
  /** Passed to Daily's `createCallObject`. */
  callObjectOptions?: Pick<CallObjectOptions, "startAudioOff" | "dailyConfig"> & {
    /** The microphone: a device id or a track (`false` is refused: Chrome 140+ then breaks the permission prompt). */
    audioSource?: true | string | MediaStreamTrack;
  };
  /** Whether to wait for mobile permissions before joining. Default: detected from the user agent. */
  isMobile?: boolean;
}

/**
 * What to call: one of assistant, squad or workflow, each the id of a saved one or an inline definition (the
 * platform's DTOs, so a misspelt field fails to compile), with the overrides of `POST /call/web`.
 */
export interface StartOptions {
  /** A saved assistant's id, or an inline assistant. */
  assistant?: string | CreateAssistantDTO;
  /** Changes to the assistant for this call only, e.g. `{ variableValues: { name: "Ada" } }`. */
  assistantOverrides?: AssistantOverrides;
  /** A saved squad's id, or an inline squad. */
  squad?: string | CreateSquadDTO;
  /** A saved workflow's id, or an inline workflow. */
  workflow?: string | CreateWorkflowDTO;
  workflowOverrides?: WorkflowOverrides;
  /**
   * Daily's noise cancellation on the visitor's microphone (default true). `false` keeps the raw microphone, e.g.
   * for music or when the assistant's own speech-to-text handles noise better.
   */
  noiseCancellation?: boolean;
  /** false keeps the Daily room after the visitor leaves, so `reconnect()` can rejoin the call (default: deleted). */
  roomDeleteOnUserLeaveEnabled?: boolean;
  /** Cancels the start (same as stop() while connecting). */
  signal?: AbortSignal;
}

/** Options of `reconnect()`: those of `start()` that are not about which call to create. */
export type ReconnectOptions = Pick<StartOptions, "noiseCancellation" | "signal">;

/** The interface shared by the real client and the fake one from `@parley/voice/testing`. */
export interface VoiceClient {
  readonly status: CallStatus;
  /** Delivers an event to this client's listeners (the device functions report their failures through it). */
  emit<E extends keyof VoiceClientEvents>(event: E, payload: VoiceClientEvents[E]): void;
  /** Daily's call object of the current call (escape hatch), or null. */
  getCallObject(): CallObject | null;
  on<E extends keyof VoiceClientEvents>(event: E, listener: (payload: VoiceClientEvents[E]) => void): () => void;
  once<E extends keyof VoiceClientEvents>(event: E, listener: (payload: VoiceClientEvents[E]) => void): () => void;
  off<E extends keyof VoiceClientEvents>(event: E, listener: (payload: VoiceClientEvents[E]) => void): void;
  /** Starts a call. Resolves with the web call, or null when it was ignored, cancelled or failed (see events). */
  start(options: StartOptions): Promise<WebCall | null>;
  /**
   * Rejoins a live web call (one started with `roomDeleteOnUserLeaveEnabled: false`), e.g. after a page reload.
   * Like start(): null when a call is already running, or when it was cancelled or failed (error 'reconnect-error').
   */
  reconnect(webCall: WebCall, options?: ReconnectOptions): Promise<WebCall | null>;
  /** Leaves the call, or cancels a start in progress. Resolves once nothing of the call is left. */
  stop(): Promise<void>;
  /** Asks the assistant to end the call (end-call message), then stops. */
  end(): Promise<void>;
  send(message: ClientMessage): void;
  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled?: boolean,
    interruptAssistantEnabled?: boolean,
  ): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** The assistant's playback volume, 0–1 (default 1): applies now and to every later call of this client. */
  setOutputVolume(volume: number): void;
}

interface Attempt {
  controller: AbortController;
  stage: StartStage;
  call: CallObject | null;
  detach: (() => void)[];
  joined: boolean;
  /** The microphone state asked for; applied when the join settles (Daily has no local audio before). */
  muted: boolean;
  /** App messages a Daily listener sent before the join settled; flushed once joined. */
  unsent: unknown[];
  recording: boolean;
  video: boolean;
  endedStatusSeen: boolean;
  /** Fallback teardown after the server's 'ended' (see ENDED_GRACE_MS). */
  grace: ReturnType<typeof setTimeout> | undefined;
  /** The start's last stage (noise cancellation) settled: the microphone observer may start (daily-js #317). */
  settled: boolean;
  micObserved: boolean;
  speechTimer: ReturnType<typeof setTimeout> | undefined;
  audio: Map<string, HTMLAudioElement>;
  teardown: Promise<void> | null;
}

const abortError = (message: string) => new DOMException(message, "AbortError");

function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === "object" && value !== null && "errorMsg" in value && typeof value.errorMsg === "string")
    return new Error(value.errorMsg, { cause: value });
  return new Error(typeof value === "string" ? value : "Unknown error", { cause: value });
}

/** Resolves with `promise`, or rejects as soon as `signal` aborts (the work itself is cancelled elsewhere). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(toError(signal.reason));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Waits `ms`, or rejects as soon as `signal` aborts (and the timer is cleared). */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return untilAborted(
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
    }),
    signal,
  );
}

/**
 * `alwaysIncludeMicInPermissionPrompt: false` breaks the microphone prompt in Chrome 140 and later: dropped, as the
 * official SDK does, so Daily's default (true) applies.
 */
function safeDailyConfig(config: NonNullable<CallObjectOptions["dailyConfig"]>) {
  const { alwaysIncludeMicInPermissionPrompt, ...rest } = config;
  return alwaysIncludeMicInPermissionPrompt === false ? rest : config;
}

function webCallBody(options: StartOptions): CreateWebCallBody {
  const { assistantOverrides, workflowOverrides, roomDeleteOnUserLeaveEnabled } = options;
  // Keys left undefined are dropped when the body is serialised.
  const body: Record<string, unknown> = { assistantOverrides, workflowOverrides, roomDeleteOnUserLeaveEnabled };
  for (const key of ["assistant", "squad", "workflow"] as const) {
    const target = options[key];
    if (typeof target === "string") body[`${key}Id`] = target;
    else if (target) body[key] = target;
  }
  return body;
}

class DailyVoiceClient extends Emitter<VoiceClientEvents> implements VoiceClient {
  readonly #http: Http;
  readonly #options: VoiceClientOptions;
  #outputVolume = 1;
  #status: CallStatus = "idle";
  #attempt: Attempt | null = null;
  /** A call the server ended: still playing and delivering until Daily leaves the room. */
  #ending: Attempt | null = null;
  /** Settles when the previous call object is destroyed; a new one is only created after it. */
  #idle: Promise<void> = Promise.resolve();
  #factory: Promise<CallObjectFactory> | null = null;

  constructor(options: VoiceClientOptions) {
    super();
    this.#options = options;
    this.#http = createHttp({ token: options.token, baseUrl: options.baseUrl, fetch: options.fetch });
  }

  override on<E extends keyof VoiceClientEvents>(
    event: E,
    listener: (payload: VoiceClientEvents[E]) => void,
  ): () => void {
    const off = super.on(event, listener);
    if (event === "microphone-level" && this.#attempt) this.#observeMicrophone(this.#attempt);
    return off;
  }

  get status(): CallStatus {
    return this.#status;
  }

  getCallObject(): CallObject | null {
    return this.#attempt?.call ?? null;
  }

  async start(options: StartOptions): Promise<WebCall | null> {
    const startedAt = Date.now();
    this.#progress("initialization", "started");
    if (!options.assistant && !options.squad && !options.workflow) {
      const error = new Error(MISSING_TARGET_MESSAGE);
      this.#error("validation-error", error, "input-validation");
      this.#progress("initialization", "failed", startedAt);
      throw error;
    }
    this.#progress("initialization", "completed", startedAt);
    return this.#connect(startedAt, options, (attempt, signal) =>
      this.#stage(
        attempt,
        "web-call-creation",
        () => createWebCall(this.#http, webCallBody(options), { signal }),
        undefined,
        (call) => ({
          callId: call.id,
          videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled === true,
          voiceProvider: call.assistant?.voice?.provider,
        }),
      ),
    );
  }

  async reconnect(webCall: WebCall, options: ReconnectOptions = {}): Promise<WebCall | null> {
    // Thrown before anything happens, as the official SDK does (no event: no call was attempted).
    if (!webCall.webCallUrl) throw new Error(MISSING_WEB_CALL_URL_MESSAGE);
    return this.#connect(Date.now(), options, () => Promise.resolve(webCall), true);
  }

  /** Both ways into a call: a new web call (start) or an existing one (reconnect), then Daily. */
  async #connect(
    startedAt: number,
    options: ReconnectOptions,
    webCallOf: (attempt: Attempt, signal: AbortSignal) => Promise<WebCall>,
    rejoin = false,
  ): Promise<WebCall | null> {
    const validatedAt = Date.now();
    this.#progress("validation", "started");
    if (this.#attempt) {
      this.#progress("validation", "failed", validatedAt, { reason: "already-started" });
      return null;
    }
    this.#progress("validation", "completed", validatedAt);
    // The visitor calls again before Daily left the ended call's room: that call goes now.
    if (this.#ending) void this.#teardown(this.#ending).catch(() => undefined);

    const attempt: Attempt = {
      controller: new AbortController(),
      stage: "validation",
      call: null,
      detach: [],
      joined: false,
      unsent: [],
      muted: this.#options.callObjectOptions?.startAudioOff ?? false,
      recording: false,
      video: false,
      endedStatusSeen: false,
      grace: undefined,
      settled: false,
      micObserved: false,
      speechTimer: undefined,
      audio: new Map(),
      teardown: null,
    };
    this.#attempt = attempt;
    this.#setStatus("connecting");
    const { signal } = attempt.controller;
    const external = options.signal;
    const onExternalAbort = () => attempt.controller.abort(external?.reason);
    if (external?.aborted) onExternalAbort();
    else external?.addEventListener("abort", onExternalAbort, { once: true });

    try {
      const webCall = await webCallOf(attempt, signal);
      signal.throwIfAborted();
      attempt.recording = webCall.artifactPlan?.videoRecordingEnabled === true;
      attempt.video = attempt.recording || webCall.assistant?.voice?.provider === "tavus";

      const call = await this.#stage(
        attempt,
        "daily-call-object-creation",
        async () => {
          const factory = await untilAborted(this.#loadFactory(), signal);
          // Never two call objects at once (Daily refuses duplicates): wait for the previous one to go.
          await untilAborted(
            this.#idle.catch(() => undefined),
            signal,
          );
          signal.throwIfAborted();
          const created = factory.createCallObject(this.#callObjectOptions(attempt));
          attempt.call = created;
          return created;
        },
        "daily-call-object-creation-error",
      );
      this.#listen(attempt, call);

      const mobile = this.#options.isMobile ?? MOBILE_USER_AGENT.test(globalThis.navigator?.userAgent ?? "");
      await this.#stage(
        attempt,
        "mobile-permissions",
        () => (mobile ? delay(MOBILE_PERMISSION_WAIT_MS, signal) : undefined),
        undefined,
        () => ({ isMobile: mobile, waitedMs: mobile ? MOBILE_PERMISSION_WAIT_MS : 0 }),
      );

      const token = webCall.transport?.callToken;
      const joinRequestedAt = Date.now();
      if (attempt.recording) this.#onRecordingStarted(attempt, call, joinRequestedAt);
      await this.#stage(
        attempt,
        "daily-call-join",
        () =>
          untilAborted(
            call.join({ url: webCall.webCallUrl, subscribeToTracksAutomatically: false, ...(token ? { token } : {}) }),
            signal,
          ),
        "daily-call-join-error",
      );
      signal.throwIfAborted();
      attempt.joined = true;
      if (attempt.muted) call.setLocalAudio(false);
      for (const data of attempt.unsent.splice(0)) this.#sendFromListener(attempt, call, data);

      if (attempt.recording) {
        await this.#optionalStage(
          attempt,
          "video-recording-setup",
          () => {
            // A meeting token from the server starts the cloud recording by itself.
            if (!token) call.startRecording(RECORDING_OPTIONS);
            return { startedBy: token ? "auto-started-via-meeting-token" : "client" };
          },
          "video-recording-setup-error",
        );
      }
      await this.#optionalStage(
        attempt,
        "audio-observer-setup",
        async () => {
          await call.startRemoteParticipantsAudioLevelObserver(AUDIO_OBSERVER_INTERVAL_MS);
          return { intervalMs: AUDIO_OBSERVER_INTERVAL_MS };
        },
        "audio-observer-setup-error",
      );
      await this.#optionalStage(
        attempt,
        "audio-processing-setup",
        async () => {
          const processor = options.noiseCancellation === false ? "none" : "noise-cancellation";
          await call.updateInputSettings({ audio: { processor: { type: processor } } });
          return { processor };
        },
        "audio-processing-setup-error",
      );
      signal.throwIfAborted();
      attempt.settled = true;
      this.#observeMicrophone(attempt);
      this.emit("call-start-success", {
        callId: webCall.id,
        totalDuration: Date.now() - startedAt,
        timestamp: Date.now(),
      });
      // Rejoining: the assistant is already in the room and will not say it is listening again.
      if (rejoin) this.#onAppMessage(attempt, "listening");
      return webCall;
    } catch (thrown) {
      const error = toError(signal.aborted ? signal.reason : thrown);
      this.emit("call-start-failed", {
        stage: attempt.stage,
        totalDuration: Date.now() - startedAt,
        error,
        timestamp: Date.now(),
      });
      // A cancelled start (stop() or the caller's signal) is not an error.
      if (!signal.aborted) this.#error(rejoin ? "reconnect-error" : "start-method-error", error, attempt.stage);
      // Whoever aborted already tore down; a destroy failure is not the start's failure.
      await this.#teardown(attempt).catch(() => undefined);
      return null;
    } finally {
      external?.removeEventListener("abort", onExternalAbort);
    }
  }

  async stop(): Promise<void> {
    const attempt = this.#attempt;
    if (!attempt) return this.#ending ? this.#teardown(this.#ending) : this.#idle;
    return this.#teardown(attempt, abortError("The call was stopped while connecting."));
  }

  async end(): Promise<void> {
    try {
      if (this.#attempt?.joined) this.send({ type: "end-call" });
    } finally {
      await this.stop();
    }
  }

  send(message: ClientMessage): void {
    // Daily's own errors (not joined yet, message too large …) reach the caller unchanged.
    this.#attempt?.call?.sendAppMessage(JSON.stringify(message));
  }

  say(message: string, endCallAfterSpoken = false, interruptionsEnabled = false, interruptAssistantEnabled = false) {
    this.send({ type: "say", message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled });
  }

  setOutputVolume(volume: number): void {
    if (!Number.isFinite(volume)) throw new RangeError(`Output volume must be a number from 0 to 1, got ${volume}`);
    this.#outputVolume = Math.min(1, Math.max(0, volume));
    for (const element of this.#attempt?.audio.values() ?? []) element.volume = this.#outputVolume;
  }

  setMuted(muted: boolean): void {
    const attempt = this.#attempt;
    if (!attempt) throw new Error("Call object is not available.");
    attempt.muted = muted;
    if (attempt.joined) attempt.call?.setLocalAudio(!muted);
  }

  /** The microphone state: while joining the one asked for (Daily reports no local audio until joined). */
  isMuted(): boolean {
    const attempt = this.#attempt;
    if (!attempt) return false;
    return attempt.joined && attempt.call ? !attempt.call.localAudio() : attempt.muted;
  }

  /**
   * Daily's microphone observer costs an AudioContext and a worklet for the whole call: it starts only when someone
   * listens to microphone-level, and only once noise cancellation has settled, because a microphone track replaced
   * while its worklet loads loses the observer for the rest of the call (daily-js #317).
   */
  #observeMicrophone(attempt: Attempt) {
    const call = attempt.call;
    if (!call || !attempt.settled || attempt.micObserved || !this.listenerCount("microphone-level")) return;
    attempt.micObserved = true;
    call
      .startLocalAudioLevelObserver(AUDIO_OBSERVER_INTERVAL_MS)
      .catch((error: unknown) => this.#error("microphone-level-error", error));
  }

  #loadFactory(): Promise<CallObjectFactory> {
    const source = this.#options.daily ?? loadDaily;
    this.#factory ??= Promise.resolve(typeof source === "function" ? source() : source);
    // A failed load (offline, blocked chunk) is retried by the next start.
    this.#factory.catch(() => (this.#factory = null));
    return this.#factory;
  }

  #callObjectOptions(attempt: Attempt): CallObjectOptions {
    const { audioSource, startAudioOff, dailyConfig } = this.#options.callObjectOptions ?? {};
    return {
      audioSource: audioSource ?? true,
      videoSource: attempt.recording,
      ...(startAudioOff === undefined ? {} : { startAudioOff }),
      ...(dailyConfig ? { dailyConfig: safeDailyConfig(dailyConfig) } : {}),
    };
  }

  #setStatus(status: CallStatus) {
    if (this.#status === status) return;
    this.#status = status;
    this.emit("status", status);
  }

  #progress(
    stage: StartStage,
    status: CallStartProgress["status"],
    startedAt?: number,
    metadata?: Record<string, unknown>,
  ) {
    const now = Date.now();
    this.emit("call-start-progress", {
      stage,
      status,
      ...(startedAt === undefined ? {} : { duration: now - startedAt }),
      timestamp: now,
      ...(metadata ? { metadata } : {}),
    });
  }

  #error(type: VoiceErrorType, error: unknown, stage?: VoiceErrorEvent["stage"]) {
    this.emit("error", errorEvent(type, toError(error), stage));
  }

  /** Runs one start stage with its started/completed/failed progress; errors propagate (fatal stage). */
  async #stage<T>(
    attempt: Attempt,
    stage: StartStage,
    run: () => T | Promise<T>,
    errorType?: VoiceErrorType,
    metadata?: (result: T) => Record<string, unknown> | undefined,
  ): Promise<T> {
    attempt.stage = stage;
    const startedAt = Date.now();
    this.#progress(stage, "started");
    try {
      const result = await run();
      this.#progress(stage, "completed", startedAt, metadata?.(result));
      return result;
    } catch (error) {
      this.#progress(stage, "failed", startedAt, { error: toError(error).message });
      if (errorType && !attempt.controller.signal.aborted) this.#error(errorType, error, stage);
      throw error;
    }
  }

  /** A stage the call survives: its failure is reported as an error event and the start goes on. */
  async #optionalStage(
    attempt: Attempt,
    stage: StartStage,
    run: () => Record<string, unknown> | Promise<Record<string, unknown>>,
    errorType: VoiceErrorType,
  ): Promise<void> {
    await this.#stage(attempt, stage, run, errorType, (result) => result).catch(() => undefined);
    attempt.controller.signal.throwIfAborted();
  }

  #on<E extends CallObjectEventName>(
    attempt: Attempt,
    call: CallObject,
    event: E,
    handler: (payload: CallObjectEvents[E]) => void,
  ) {
    call.on(event, handler);
    attempt.detach.push(() => call.off(event, handler));
  }

  #listen(attempt: Attempt, call: CallObject) {
    this.#on(attempt, call, "app-message", ({ data }) => this.#onAppMessage(attempt, data));
    this.#on(attempt, call, "participant-joined", ({ participant }) => {
      if (participant.local) return;
      call.updateParticipant(participant.session_id, { setSubscribedTracks: { audio: true, video: attempt.video } });
    });
    this.#on(attempt, call, "track-started", ({ participant, track, type }) => {
      if (!participant || participant.local) return;
      const kind = type ?? track.kind;
      if (kind === "video" && attempt.video) this.emit("video", track);
      if (kind === "audio" && participant.user_name === ASSISTANT_PARTICIPANT)
        this.#playAssistant(attempt, call, participant.session_id, track);
    });
    this.#on(attempt, call, "track-stopped", ({ participant, type, track }) => {
      if (participant && (type ?? track.kind) === "audio") this.#removeAudio(attempt, participant.session_id);
    });
    this.#on(attempt, call, "participant-left", ({ participant }) =>
      this.#removeAudio(attempt, participant.session_id),
    );
    this.#on(attempt, call, "remote-participants-audio-level", ({ participantsAudioLevel }) =>
      this.#onAudioLevel(attempt, participantsAudioLevel),
    );
    this.#on(attempt, call, "local-audio-level", ({ audioLevel }) => this.emit("microphone-level", audioLevel));
    this.#on(attempt, call, "network-quality-change", ({ networkState, networkStateReasons }) =>
      this.emit("network-quality", { state: networkState, reasons: networkStateReasons }),
    );
    // Daily reports the microphone's failures as camera errors; the call goes on (the visitor may fix it).
    this.#on(attempt, call, "camera-error", ({ error, errorMsg }) =>
      this.emit("device-error", { type: error?.type ?? "unknown", error: toError(errorMsg) }),
    );
    // Before the join settles, a failing join reports the failure itself.
    this.#on(attempt, call, "left-meeting", () => {
      if (attempt.joined) void this.#teardown(attempt).catch(() => undefined);
    });
    this.#on(attempt, call, "error", (event) => {
      this.#error("daily-error", event, attempt.joined ? undefined : attempt.stage);
      this.#stopRecording(attempt, call);
      // Before the join settles, the failing join reports it; afterwards a fatal error ends the call.
      if (attempt.joined) void this.#teardown(attempt).catch(() => undefined);
    });
    this.#on(attempt, call, "nonfatal-error", (event) => {
      if (event.type !== "audio-processor-error") {
        this.emit("warning", { type: event.type, error: toError(event), timestamp: Date.now() });
        return;
      }
      // Noise cancellation failed: fall back to the raw microphone and make sure it is on.
      call
        .updateInputSettings({ audio: { processor: { type: "none" } } })
        .then(() => call.setLocalAudio(true))
        .catch((error: unknown) => this.#error("audio-processor-recovery-error", error));
    });
  }

  #onAppMessage(attempt: Attempt, data: unknown) {
    if (data === "listening") {
      if (this.#attempt !== attempt) return;
      this.#setStatus("active");
      this.emit("call-start", undefined);
      return;
    }
    const message = parseServerMessage(data);
    if (!message) return;
    const ended = message.type === "status-update" && message.status === "ended";
    if (ended) attempt.endedStatusSeen = true;
    this.emit("message", message);
    if (ended) this.#release(attempt);
  }

  /**
   * The server ended the call. The client is idle at once (start() and toggle() work), but the call keeps playing
   * and delivering what is still coming (the last words, a final transcript, speech-end) until Daily leaves the
   * room; call-end comes then.
   */
  #release(attempt: Attempt) {
    if (this.#attempt !== attempt) return;
    // Ended while still starting: nothing is playing yet, so it simply goes.
    if (!attempt.settled) return void this.#teardown(attempt).catch(() => undefined);
    this.#attempt = null;
    this.#ending = attempt;
    attempt.grace = setTimeout(() => void this.#teardown(attempt).catch(() => undefined), ENDED_GRACE_MS);
    this.#setStatus("idle");
  }

  #onAudioLevel(attempt: Attempt, levels: Record<string, number>) {
    let level = 0;
    for (const value of Object.values(levels)) level += value;
    this.emit("volume-level", Math.min(1, level / VOLUME_NORMALISER));
    if (level <= SPEECH_THRESHOLD) return;
    if (attempt.speechTimer === undefined) this.emit("speech-start", undefined);
    else clearTimeout(attempt.speechTimer);
    attempt.speechTimer = setTimeout(() => {
      attempt.speechTimer = undefined;
      this.emit("speech-end", undefined);
    }, SPEECH_END_TIMEOUT_MS);
  }

  #playAssistant(attempt: Attempt, call: CallObject, participantId: string, track: MediaStreamTrack) {
    const doc = globalThis.document as Document | undefined;
    if (!doc?.body || typeof MediaStream === "undefined") return;
    this.#removeAudio(attempt, participantId);
    const element = doc.createElement("audio");
    element.dataset.participantId = participantId;
    element.autoplay = true;
    element.volume = this.#outputVolume;
    element.srcObject = new MediaStream([track]);
    doc.body.appendChild(element);
    attempt.audio.set(participantId, element);
    this.emit("audio", element);
    // The server waits for 'playable' before the assistant speaks. A blocked autoplay is reported; the element
    // then plays when the app calls play() on a user gesture, and its 'playing' event sends 'playable' then.
    let playable = false;
    const onPlaying = () => {
      if (playable || attempt.audio.get(participantId) !== element) return;
      playable = true;
      element.removeEventListener("playing", onPlaying);
      this.#sendFromListener(attempt, call, "playable");
    };
    element.addEventListener("playing", onPlaying);
    element.play().then(onPlaying, (error: unknown) => this.#error("audio-start-failed", error));
  }

  #removeAudio(attempt: Attempt, participantId: string) {
    const element = attempt.audio.get(participantId);
    if (!element) return;
    attempt.audio.delete(participantId);
    element.pause();
    element.srcObject = null;
    element.remove();
  }

  #onRecordingStarted(attempt: Attempt, call: CallObject, requestedAt: number) {
    const handler = () => {
      call.off("recording-started", handler);
      this.emit("recording", { state: "started" });
      const videoRecordingStartDelaySeconds = (Date.now() - requestedAt) / 1000;
      this.#progress("video-recording-started", "completed", requestedAt, { videoRecordingStartDelaySeconds });
      const message: ClientMessage = { type: "control", control: "say-first-message", videoRecordingStartDelaySeconds };
      this.#sendFromListener(attempt, call, JSON.stringify(message));
    };
    this.#on(attempt, call, "recording-started", handler);
    this.#on(attempt, call, "recording-error", (error) =>
      this.emit("recording", { state: "error", error: toError(error) }),
    );
  }

  /**
   * Sends from inside a Daily listener or callback: held until the join settles (a meeting token can start the
   * recording before join() resolves), and a failure is an error event, never an exception thrown into Daily.
   */
  #sendFromListener(attempt: Attempt, call: CallObject, data: unknown) {
    if (!attempt.joined) {
      attempt.unsent.push(data);
      return;
    }
    try {
      call.sendAppMessage(data);
    } catch (error) {
      this.#error("message-send-error", error);
    }
  }

  #stopRecording(attempt: Attempt, call: CallObject) {
    if (!attempt.recording || !attempt.joined) return;
    attempt.recording = false;
    try {
      call.stopRecording();
      this.emit("recording", { state: "stopped" });
    } catch (error) {
      this.#error("video-recording-setup-error", error);
    }
  }

  /** Ends an attempt whatever its stage: cancels pending work, removes every listener, timer and element. */
  #teardown(attempt: Attempt, reason: Error = abortError("The call ended while connecting.")): Promise<void> {
    if (attempt.teardown) return attempt.teardown;
    attempt.controller.abort(reason);
    clearTimeout(attempt.grace);
    // Every speech-start gets its speech-end, even when the call ends mid-sentence.
    if (attempt.speechTimer !== undefined) {
      clearTimeout(attempt.speechTimer);
      attempt.speechTimer = undefined;
      this.emit("speech-end", undefined);
    }
    for (const detach of attempt.detach.splice(0)) detach();
    for (const participantId of [...attempt.audio.keys()]) this.#removeAudio(attempt, participantId);
    const call = attempt.call;
    if (call) this.#stopRecording(attempt, call);
    attempt.teardown = call ? call.destroy() : Promise.resolve();
    // The next call object waits for this one to be destroyed (Daily refuses two).
    this.#idle = attempt.teardown;
    if (this.#ending === attempt) this.#ending = null;
    if (this.#attempt === attempt) {
      this.#attempt = null;
      this.#setStatus("idle");
    }
    if (attempt.joined) {
      // Runs once per attempt (guarded above), so call-end is never emitted twice.
      this.emit("call-end", undefined);
      if (!attempt.endedStatusSeen) {
        const ended: StatusUpdateMessage = {
          type: "status-update",
          status: "ended",
          endedReason: "customer-ended-call",
        };
        this.emit("message", ended);
      }
    }
    return attempt.teardown;
  }
}

/** Creates a voice client. Each client owns its token, base URL and REST client. */
export function createVoiceClient(options: VoiceClientOptions = {}): VoiceClient & {
  listenerCount(event?: keyof VoiceClientEvents): number;
} {
  return new DailyVoiceClient(options);
}
