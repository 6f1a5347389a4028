// A minimal DOM for Node tests: just what the call client touches to play the assistant (document.body,
// <audio> elements, MediaStream). It counts the audio elements attached, so leaks are visible.
import { deviceNotFound } from "./fake-daily.ts";

export interface FakeAudioElement {
  tagName: "AUDIO";
  dataset: Record<string, string>;
  autoplay: boolean;
  srcObject: unknown;
  paused: boolean;
  volume: number;
  /** The speaker it plays on ('' = the default), as set by setSinkId. */
  sinkId: string;
  setSinkId(deviceId: string): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  remove(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface FakeDom {
  /** Audio elements currently in document.body. */
  audioElements(): FakeAudioElement[];
  /** Makes the next play() calls reject, as a browser blocking autoplay does. */
  blockAutoplay(error?: Error): void;
  /** Lets play() succeed again (the user interacted with the page). */
  allowAutoplay(): void;
  /** Device ids that have gone (unplugged): setSinkId to one rejects with NotFoundError, as browsers do. */
  unplugged: Set<string>;
  /** Restores the globals that were there before. */
  uninstall(): void;
}

/** `audio`, `audio[data-participant-id]` or `audio[data-participant-id="x"]`. */
function matches(element: FakeAudioElement, selector: string): boolean {
  const found = /^audio(?:\[data-participant-id(?:="([^"]*)")?\])?$/.exec(selector.trim());
  if (!found) throw new Error(`The fake DOM cannot select ${selector}`);
  const id = element.dataset.participantId;
  return found[1] === undefined ? !selector.includes("[") || id !== undefined : id === found[1];
}

/** Installs `document` and `MediaStream` on globalThis (Node only: refuses to replace a real DOM). */
export function installFakeDom(): FakeDom {
  const scope = globalThis as Record<string, unknown>;
  if (scope.document) throw new Error("installFakeDom() is for Node; a document already exists");
  const previousMediaStream = scope.MediaStream;
  const children = new Set<FakeAudioElement>();
  let autoplayError: Error | undefined;
  const unplugged = new Set<string>();

  const createAudio = (): FakeAudioElement => {
    const listeners = new Map<string, Set<() => void>>();
    const element: FakeAudioElement = {
      tagName: "AUDIO",
      dataset: {},
      autoplay: false,
      srcObject: null,
      paused: true,
      volume: 1,
      sinkId: "",
      setSinkId: (deviceId) => {
        if (unplugged.has(deviceId)) return Promise.reject(deviceNotFound());
        element.sinkId = deviceId;
        return Promise.resolve();
      },
      play: () => {
        if (autoplayError) return Promise.reject(autoplayError);
        element.paused = false;
        // Like a browser: 'playing' fires once playback starts, before play()'s promise settles.
        for (const listener of [...(listeners.get("playing") ?? [])]) listener();
        return Promise.resolve();
      },
      addEventListener: (type, listener) => {
        let set = listeners.get(type);
        if (!set) listeners.set(type, (set = new Set()));
        set.add(listener);
      },
      removeEventListener: (type, listener) => {
        listeners.get(type)?.delete(listener);
      },
      pause: () => {
        element.paused = true;
      },
      remove: () => {
        children.delete(element);
      },
    };
    return element;
  };

  scope.document = {
    body: {
      appendChild: (element: FakeAudioElement) => {
        children.add(element);
        return element;
      },
    },
    createElement: (tag: string) => {
      if (tag !== "audio") throw new Error(`The fake DOM only creates <audio>, not <${tag}>`);
      return createAudio();
    },
    // Only the selectors voice SDKs use to find their players again: `audio[data-participant-id…]`.
    querySelectorAll: (selector: string) => [...children].filter((element) => matches(element, selector)),
    querySelector: (selector: string) => [...children].find((element) => matches(element, selector)) ?? null,
  };
  scope.MediaStream = class FakeMediaStream {
    readonly tracks: unknown[];
    constructor(tracks: unknown[] = []) {
      this.tracks = tracks;
    }
  };

  return {
    audioElements: () => [...children],
    blockAutoplay: (error = new DOMException("play() failed because the user didn't interact", "NotAllowedError")) => {
      autoplayError = error;
    },
    allowAutoplay: () => {
      autoplayError = undefined;
    },
    unplugged,
    uninstall: () => {
      delete scope.document;
      if (previousMediaStream === undefined) delete scope.MediaStream;
      else scope.MediaStream = previousMediaStream;
    },
  };
}
