import {
  MISSING_TARGET_MESSAGE,
  MISSING_WEB_CALL_URL_MESSAGE,
  type ReconnectOptions,
  type StartOptions,
  type VoiceClient,
} from "../../call/client.ts";
import { Emitter } from "../../call/emitter.ts";
import {
  errorEvent,
  type CallStatus,
  type StartStage,
  type VoiceClientEvents,
  type VoiceErrorType,
} from "../../call/events.ts";
import type { ClientMessage, ServerMessage } from "../../call/messages.ts";
import type { WebCall } from "../../rest/calls-web.ts";

export interface FakeVoiceClientOptions {
  /**
   * "immediately" (default): start() connects at once (call-start-success, then call-start).
   * "manually": start() stays connecting until the test calls `connect()` or `fail()`.
   */
  connect?: "immediately" | "manually";
  /** The web call start() resolves with. */
  webCall?: WebCall;
}

/** The stages a connect() completes after web-call-creation, in the real client's order. */
const CONNECT_STAGES: StartStage[] = [
  "daily-call-object-creation",
  "mobile-permissions",
  "daily-call-join",
  "audio-observer-setup",
  "audio-processing-setup",
];

/**
 * A voice client with the real one's interface and events, and no network, Daily or audio: for stories,
 * component tests and your own tests. Drive it with connect(), fail(), volume(), speech(), message(), …
 */
export class FakeVoiceClient extends Emitter<VoiceClientEvents> implements VoiceClient {
  #status: CallStatus = "idle";
  #mode: "immediately" | "manually";
  #webCall: WebCall;
  #pending: { resolve: (call: WebCall | null) => void; startedAt: number; signal?: AbortSignal } | undefined;
  #muted = false;
  /** Options of every start() call that was not ignored. */
  readonly starts: StartOptions[] = [];
  /** Messages sent through send() and say(). */
  readonly sent: ClientMessage[] = [];
  stops = 0;

  constructor(options: FakeVoiceClientOptions = {}) {
    super();
    this.#mode = options.connect ?? "immediately";
    this.#webCall = options.webCall ?? { id: "fake-call", webCallUrl: "https://fake.daily.co/room" };
  }

  get status(): CallStatus {
    return this.#status;
  }

  /** No Daily here: always null (the device functions then only remember their choice). */
  getCallObject(): null {
    return null;
  }

  start(options: StartOptions): Promise<WebCall | null> {
    if (!options.assistant && !options.squad && !options.workflow) {
      const error = new Error(MISSING_TARGET_MESSAGE);
      this.emit("error", {
        type: "validation-error",
        fatal: true,
        stage: "input-validation",
        error,
        timestamp: Date.now(),
      });
      return Promise.reject(error);
    }
    if (this.#status !== "idle") {
      this.#emitProgress("validation", "failed", { reason: "already-started" });
      return Promise.resolve(null);
    }
    this.starts.push(options);
    this.#setStatus("connecting");
    for (const stage of ["initialization", "validation"] as const) {
      this.#emitProgress(stage, "started");
      this.#emitProgress(stage, "completed");
    }
    // A pending start waits in web-call-creation, as the real one does while the platform answers.
    this.#emitProgress("web-call-creation", "started");
    const { signal } = options;
    const result = new Promise<WebCall | null>(
      (resolve) => (this.#pending = { resolve, startedAt: Date.now(), signal }),
    );
    signal?.addEventListener("abort", this.#onAbort, { once: true });
    if (this.#mode === "immediately") this.connect();
    return result;
  }

  stop(): Promise<void> {
    this.stops += 1;
    this.#stopNow();
    return Promise.resolve();
  }

  #stopNow(): void {
    if (this.#status === "idle") return;
    if (this.#pending) {
      // Same order as the real client: idle at once, then the cancelled start reports.
      this.#setStatus("idle");
      this.#emitProgress("web-call-creation", "failed");
      this.emit("call-start-failed", {
        stage: "web-call-creation",
        totalDuration: 0,
        error: new DOMException("The call was stopped while connecting.", "AbortError"),
        timestamp: Date.now(),
      });
      this.#settle(null);
      return;
    }
    this.#end("customer-ended-call");
  }

  async end(): Promise<void> {
    if (this.#status === "active") this.send({ type: "end-call" });
    await this.stop();
  }

  send(message: ClientMessage): void {
    if (this.#status !== "idle") this.sent.push(message);
  }

  say(message: string, endCallAfterSpoken = false, interruptionsEnabled = false, interruptAssistantEnabled = false) {
    this.send({ type: "say", message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled });
  }

  setMuted(muted: boolean): void {
    if (this.#status === "idle") throw new Error("Call object is not available.");
    this.#muted = muted;
  }

  isMuted(): boolean {
    return this.#status !== "idle" && this.#muted;
  }

  /** The last output volume set (0–1), as the real client would apply it to the assistant's audio. */
  outputVolume = 1;

  setOutputVolume(volume: number): void {
    if (!Number.isFinite(volume)) throw new RangeError(`Output volume must be a number from 0 to 1, got ${volume}`);
    this.outputVolume = Math.min(1, Math.max(0, volume));
  }

  /** Web calls passed to reconnect(), in order; a reconnect connects like a start (immediately or on connect()). */
  readonly reconnects: WebCall[] = [];

  reconnect(webCall: WebCall, options: ReconnectOptions = {}): Promise<WebCall | null> {
    if (!webCall.webCallUrl) return Promise.reject(new Error(MISSING_WEB_CALL_URL_MESSAGE));
    if (this.#status !== "idle") return Promise.resolve(null);
    this.reconnects.push(webCall);
    this.#webCall = webCall;
    const result = this.start({ assistant: "reconnect", signal: options.signal });
    this.starts.pop(); // recorded in `reconnects`, not as a start
    return result;
  }

  // ---- scripting ----

  /** Completes a pending start: call-start-success, then call-start ('listening'). */
  connect(): void {
    const pending = this.#pending;
    if (!pending) throw new Error("No start() is pending");
    this.#emitProgress("web-call-creation", "completed");
    for (const stage of CONNECT_STAGES) {
      this.#emitProgress(stage, "started");
      this.#emitProgress(stage, "completed");
    }
    this.emit("call-start-success", {
      callId: this.#webCall.id,
      totalDuration: Date.now() - pending.startedAt,
      timestamp: Date.now(),
    });
    this.#settle(this.#webCall);
    this.#setStatus("active");
    this.emit("call-start", undefined);
  }

  /** Fails a pending start, as the real client does: call-start-failed, error start-method-error, null. */
  fail(error: Error = new Error("HTTP 401")): void {
    if (!this.#pending) throw new Error("No start() is pending");
    this.#settle(null);
    this.#emitProgress("web-call-creation", "failed");
    this.emit("call-start-failed", { stage: "web-call-creation", totalDuration: 0, error, timestamp: Date.now() });
    this.emit("error", {
      type: "start-method-error",
      fatal: true,
      stage: "web-call-creation",
      error,
      timestamp: Date.now(),
    });
    this.#setStatus("idle");
  }

  /** An error event during the call. A fatal type ends the call, as in the real client; others it survives. */
  error(type: VoiceErrorType, error: Error): void {
    const event = errorEvent(type, error);
    this.emit("error", event);
    if (event.fatal) this.#end("customer-ended-call");
  }

  /** The assistant's volume (0–1). */
  volume(level: number): void {
    this.emit("volume-level", level);
  }

  /** The visitor's microphone level (0–1). */
  microphoneLevel(level: number): void {
    this.emit("microphone-level", level);
  }

  /** The assistant starts (true) or stops (false) speaking. */
  speech(speaking: boolean): void {
    this.emit(speaking ? "speech-start" : "speech-end", undefined);
  }

  /** A server message (transcript, status-update …). A status-update ended ends the call, as in the real client. */
  message(message: ServerMessage): void {
    this.emit("message", message);
    if (message.type === "status-update" && message.status === "ended") this.#end(undefined);
  }

  /** The server ends the call (status-update ended with this reason). */
  serverEnds(endedReason = "assistant-ended-call"): void {
    this.message({ type: "status-update", status: "ended", endedReason });
  }

  #end(syntheticReason: string | undefined) {
    if (this.#status === "idle") return;
    this.#setStatus("idle");
    this.#muted = false;
    this.emit("call-end", undefined);
    if (syntheticReason) this.emit("message", { type: "status-update", status: "ended", endedReason: syntheticReason });
  }

  readonly #onAbort = () => void this.stop();

  #settle(result: WebCall | null) {
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.signal?.removeEventListener("abort", this.#onAbort);
    pending?.resolve(result);
  }

  #emitProgress(stage: StartStage, status: "started" | "completed" | "failed", metadata?: Record<string, unknown>) {
    this.emit("call-start-progress", { stage, status, timestamp: Date.now(), ...(metadata ? { metadata } : {}) });
  }

  #setStatus(status: CallStatus) {
    if (this.#status === status) return;
    this.#status = status;
    this.emit("status", status);
  }
}

export function createFakeVoiceClient(options?: FakeVoiceClientOptions): FakeVoiceClient {
  return new FakeVoiceClient(options);
}
