import type {
  CallObject,
  CallObjectEventName,
  CallObjectEvents,
  CallObjectFactory,
  CallObjectOptions,
  NetworkState,
  RecordingOptions,
} from "../../call/call-object.ts";
import type { DailyDeviceErrorType } from "../../call/events.ts";

/** Daily's app-message limit (bytes of JSON), enforced like daily-js 0.87 does. */
export const FAKE_DAILY_MAX_APP_MESSAGE_SIZE = 4096;
/** The participant name the platform's assistant joins with. */
export const FAKE_ASSISTANT_NAME = "Vapi Speaker";

/** Methods whose next call can be scripted to fail. */
export type FakeFailingMethod =
  | "join"
  | "startRemoteParticipantsAudioLevelObserver"
  | "startLocalAudioLevelObserver"
  | "updateInputSettings"
  | "startRecording"
  | "createCallObject";

export interface FakeDailyOptions {
  /** "auto" (default): join resolves on the next tick. "manual": join waits for `resolveJoin()`/`rejectJoin()`. */
  join?: "auto" | "manual";
  /** Errors the matching methods throw (or reject with) on every call object, until cleared. */
  fail?: Partial<Record<FakeFailingMethod, Error>>;
}

type Handler = (payload: never) => void;

// Daily's latency (join, leave) runs on the timers captured at import: tests that fake timers to drive the
// client's own timers (speech-end, mobile wait) do not freeze the fake, and timer counts stay the client's.
const dailyLatency = globalThis.setTimeout.bind(globalThis);
const tick = () => new Promise<void>((resolve) => dailyLatency(resolve, 0));

/** What browsers (and so daily-js) reject with for a device that is not there. */
export const deviceNotFound = () => new DOMException("Requested device not found", "NotFoundError");

function fakeTrack(kind: "audio" | "video"): MediaStreamTrack {
  // Only `kind` and `id` are read by the client; a full MediaStreamTrack does not exist in Node.
  return { kind, id: `fake-${kind}-track`, enabled: true, stop() {} } as unknown as MediaStreamTrack;
}

/** A scriptable stand-in for Daily's call object: no network, no WebRTC, every effect recorded. */
export class FakeCallObject implements CallObject {
  readonly options: CallObjectOptions;
  joinOptions: Parameters<CallObject["join"]>[0] | undefined;
  state: "new" | "joining" | "joined" | "left" = "new";
  destroyed = false;
  audioEnabled = true;
  /** Every app message sent, as passed to sendAppMessage. */
  readonly sent: unknown[] = [];
  readonly inputSettings: Parameters<CallObject["updateInputSettings"]>[0][] = [];
  readonly subscriptions: { sessionId: string; audio: boolean; video: boolean }[] = [];
  readonly recordings: RecordingOptions[] = [];
  recordingStopped = 0;
  observerInterval: number | undefined;
  readonly #handlers = new Map<CallObjectEventName, Set<Handler>>();
  readonly #daily: FakeDaily;
  #destroying: Promise<void> | undefined;
  #pendingJoin: { resolve: () => void; reject: (error: Error) => void } | undefined;

  constructor(daily: FakeDaily, options: CallObjectOptions) {
    this.#daily = daily;
    this.options = options;
  }

  // ---- CallObject ----

  on<E extends CallObjectEventName>(event: E, handler: (payload: CallObjectEvents[E]) => void): this {
    let set = this.#handlers.get(event);
    if (!set) this.#handlers.set(event, (set = new Set()));
    set.add(handler);
    return this;
  }

  off<E extends CallObjectEventName>(event: E, handler: (payload: CallObjectEvents[E]) => void): this {
    this.#handlers.get(event)?.delete(handler);
    return this;
  }

  join(options: Parameters<CallObject["join"]>[0]): Promise<void> {
    this.#assertAlive();
    this.joinOptions = options;
    this.state = "joining";
    const failure = this.#daily.fail.join;
    return new Promise<void>((resolve, reject) => {
      this.#pendingJoin = {
        resolve: () => {
          this.state = "joined";
          resolve();
        },
        reject: (error) => {
          this.state = "left";
          reject(error);
        },
      };
      if (this.#daily.joinMode === "manual") return;
      void tick().then(() => (failure ? this.rejectJoin(failure) : this.resolveJoin()));
    });
  }

  /** Like daily-js: leaves first (a round trip), and only then frees the instance slot. */
  destroy(): Promise<void> {
    this.#destroying ??= (async () => {
      const wasJoined = this.state === "joined";
      this.rejectJoin(new Error("Use after destroy"));
      await tick();
      this.state = "left";
      if (wasJoined) this.emit("left-meeting", {});
      this.destroyed = true;
    })();
    return this.#destroying;
  }

  sendAppMessage(data: unknown): this {
    this.#assertAlive();
    // The same checks and messages as daily-js.
    if (this.state !== "joined") throw new Error("sendAppMessage() only supported after join.");
    if (JSON.stringify(data).length > FAKE_DAILY_MAX_APP_MESSAGE_SIZE)
      throw new Error(`Message data too large. Max size is ${FAKE_DAILY_MAX_APP_MESSAGE_SIZE}`);
    this.sent.push(data);
    return this;
  }

  setLocalAudio(enabled: boolean): this {
    this.audioEnabled = enabled;
    return this;
  }

  /** Like daily-js 0.92: null while there is no local participant (before the join settles). */
  localAudio(): boolean | null {
    return this.state === "joined" ? this.audioEnabled : null;
  }

  updateParticipant(sessionId: string, updates: { setSubscribedTracks: { audio: boolean; video: boolean } }): this {
    this.subscriptions.push({ sessionId, ...updates.setSubscribedTracks });
    return this;
  }

  async startRemoteParticipantsAudioLevelObserver(interval = 100): Promise<void> {
    this.calls.push("startRemoteParticipantsAudioLevelObserver");
    await Promise.resolve();
    const failure = this.#daily.fail.startRemoteParticipantsAudioLevelObserver;
    if (failure) throw failure;
    if (interval < 100) throw new Error("interval must be at least 100ms");
    this.observerInterval = interval;
  }

  stopRemoteParticipantsAudioLevelObserver(): void {
    this.observerInterval = undefined;
  }

  /** The local (microphone) level observer's interval once started. */
  localObserverInterval: number | undefined;

  /**
   * Like daily-js in Chrome and Firefox (daily-js #317): the observer's worklet loads for a tick, and a microphone
   * track replaced meanwhile (updateInputSettings: noise cancellation) loses it with an AbortError.
   */
  async startLocalAudioLevelObserver(interval = 100): Promise<void> {
    this.#assertAlive();
    this.calls.push("startLocalAudioLevelObserver");
    this.#workletLoading = true;
    await tick();
    const replaced = this.#trackReplacedWhileLoading;
    this.#workletLoading = this.#trackReplacedWhileLoading = false;
    const failure = this.#daily.fail.startLocalAudioLevelObserver;
    if (failure) throw failure;
    if (replaced) throw new DOMException("Unable to load a worklet's module", "AbortError");
    this.localObserverInterval = interval;
  }

  /** Daily methods called, in order (the ones whose order matters: observers, input settings, devices). */
  readonly calls: string[] = [];
  #workletLoading = false;
  #trackReplacedWhileLoading = false;

  /** Microphones chosen with setInputDevicesAsync, in order. */
  readonly inputDevices: string[] = [];

  async setInputDevicesAsync({ audioDeviceId }: { audioDeviceId: string }): Promise<unknown> {
    this.#assertAlive();
    this.calls.push("setInputDevicesAsync");
    this.inputDevices.push(audioDeviceId);
    await Promise.resolve();
    if (this.#daily.unplugged.has(audioDeviceId)) throw deviceNotFound();
    return { mic: { deviceId: audioDeviceId } };
  }

  async updateInputSettings(settings: Parameters<CallObject["updateInputSettings"]>[0]): Promise<unknown> {
    this.calls.push("updateInputSettings");
    if (this.#workletLoading) this.#trackReplacedWhileLoading = true;
    await Promise.resolve();
    const failure = this.#daily.fail.updateInputSettings;
    if (failure) throw failure;
    this.inputSettings.push(settings);
    return { inputSettings: settings };
  }

  startRecording(options: RecordingOptions): void {
    const failure = this.#daily.fail.startRecording;
    if (failure) throw failure;
    this.recordings.push(options);
  }

  stopRecording(): void {
    this.recordingStopped += 1;
  }

  // ---- scripting ----

  /** Handlers currently registered (all events). */
  listenerCount(): number {
    let count = 0;
    for (const set of this.#handlers.values()) count += set.size;
    return count;
  }

  emit<E extends CallObjectEventName>(event: E, payload: CallObjectEvents[E]): void {
    for (const handler of [...(this.#handlers.get(event) ?? [])])
      (handler as (p: CallObjectEvents[E]) => void)(payload);
  }

  /** Completes a pending join (manual mode). */
  resolveJoin(): void {
    const pending = this.#pendingJoin;
    this.#pendingJoin = undefined;
    pending?.resolve();
  }

  /** Fails a pending join (manual mode), as Daily does when its bundle or the room cannot be reached. */
  rejectJoin(error: Error): void {
    const pending = this.#pendingJoin;
    this.#pendingJoin = undefined;
    pending?.reject(error);
  }

  /** An app message from the assistant: pass an object for JSON messages, or a raw string such as 'listening'. */
  appMessage(data: unknown, fromId = "assistant"): void {
    this.emit("app-message", { data: typeof data === "string" ? data : JSON.stringify(data), fromId });
  }

  /** The assistant joins and its audio (and optionally video) track starts. */
  assistantJoins({ video = false, sessionId = "assistant" }: { video?: boolean; sessionId?: string } = {}): void {
    const participant = { session_id: sessionId, user_name: FAKE_ASSISTANT_NAME, local: false };
    this.emit("participant-joined", { participant });
    this.emit("track-started", { participant, track: fakeTrack("audio"), type: "audio" });
    if (video) this.emit("track-started", { participant, track: fakeTrack("video"), type: "video" });
  }

  /** One sample of the remote audio-level observer (one level per remote participant). */
  audioLevel(...levels: number[]): void {
    this.emit("remote-participants-audio-level", {
      participantsAudioLevel: Object.fromEntries(levels.map((level, index) => [`remote-${index}`, level])),
    });
  }

  /** The meeting ends from the outside (server ejection, network loss). */
  leftMeeting(): void {
    this.state = "left";
    this.emit("left-meeting", {});
  }

  fatalError(errorMsg: string): void {
    this.emit("error", { errorMsg });
  }

  nonfatalError(type: string, errorMsg = type): void {
    this.emit("nonfatal-error", { type, errorMsg });
  }

  recordingStarted(): void {
    this.emit("recording-started", {});
  }

  /** One sample of the local audio-level observer: the visitor's microphone, 0–1. */
  microphoneLevel(audioLevel: number): void {
    this.emit("local-audio-level", { audioLevel });
  }

  /** Daily's network-quality-change, e.g. ('bad', ['sendPacketLoss']). */
  networkQuality(networkState: NetworkState, networkStateReasons: string[] = []): void {
    this.emit("network-quality-change", { networkState, networkStateReasons });
  }

  /** Daily's camera-error, which also covers the microphone: type 'permissions', 'not-found', 'mic-in-use' … */
  deviceError(type: DailyDeviceErrorType, errorMsg: string = type): void {
    this.emit("camera-error", { errorMsg: { errorMsg }, error: { type, msg: errorMsg } });
  }

  #assertAlive() {
    if (this.destroyed) throw new Error("Use after destroy");
  }
}

/**
 * A fake Daily factory: pass it as `createVoiceClient({ daily: fake })`. Like daily-js it refuses a second
 * live call object ("Duplicate DailyIframe instances are not allowed"), so races show up in tests.
 */
export class FakeDaily implements CallObjectFactory {
  joinMode: "auto" | "manual";
  fail: Partial<Record<FakeFailingMethod, Error>>;
  /** Every call object created, oldest first. */
  readonly created: FakeCallObject[] = [];
  /** Device ids that have gone (unplugged): choosing one rejects with NotFoundError. */
  readonly unplugged = new Set<string>();

  constructor(options: FakeDailyOptions = {}) {
    this.joinMode = options.join ?? "auto";
    this.fail = { ...options.fail };
  }

  createCallObject(options: CallObjectOptions): FakeCallObject {
    if (this.fail.createCallObject) throw this.fail.createCallObject;
    if (this.live().length > 0) throw new Error("Duplicate DailyIframe instances are not allowed");
    const call = new FakeCallObject(this, options);
    this.created.push(call);
    return call;
  }

  /** Call objects not destroyed yet. */
  live(): FakeCallObject[] {
    return this.created.filter((call) => !call.destroyed);
  }

  /** The newest call object (throws when none was created, to keep tests short and honest). */
  get latest(): FakeCallObject {
    const call = this.created.at(-1);
    if (!call) throw new Error("No call object was created");
    return call;
  }

  /** Listeners still registered on any call object ever created. */
  listenerCount(): number {
    return this.created.reduce((count, call) => count + call.listenerCount(), 0);
  }
}

export function createFakeDaily(options?: FakeDailyOptions): FakeDaily {
  return new FakeDaily(options);
}
