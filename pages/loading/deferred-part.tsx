import * as React from "react";
import { afterNextPaint } from "./after-next-paint";
import { loadOnce } from "./load-once";

/**
 * A part of a page (below the fold) whose code is not needed for the first view. Prerendered, its HTML is on screen
 * at once and hydrates when it comes near the screen once the visitor has started (scrolled, tapped, pressed a key),
 * so the page's initial JavaScript stays small and the same on every screen. Rendered on the client (a navigation, a story), it is loaded before the page shows.
 */
export interface DeferredPart {
  /** Loads the part's code. */
  preload: () => Promise<void>;
  /** Renders the part. It takes no props: a parent's update must not reach HTML that is still waiting to hydrate. */
  Component: React.ComponentType;
}

/** A promise React's `use` reads as already resolved. */
const settled = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

/** What counts as the visitor's first interaction, anywhere on the page. */
const interactionEvents = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin"] as const;

/** Resolves with the type of the visitor's next interaction (`pointerdown`, `scroll`, ...). */
function whenVisitorInteracts(): Promise<string> {
  return new Promise((resolve) => {
    const done = (event: Event) => {
      for (const type of interactionEvents) window.removeEventListener(type, done, true);
      resolve(event.type);
    };
    for (const type of interactionEvents) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * The start script (start-script.js) marks the root at the visitor's first interaction, which may have come before
 * this code did: a tap held for its code must still bring it.
 */
function whenVisitorHasStarted(): Promise<string | undefined> {
  return document.documentElement.hasAttribute("data-visitor-started")
    ? Promise.resolve(undefined)
    : whenVisitorInteracts();
}

/** A press is held at most this long before the parts load anyway (a long press, a drag). */
const longestPressMs = 1000;

/**
 * Resolves when the pressed pointer is lifted (`pointerup`; `pointercancel` when the press turned into a scroll) or
 * after `longestPressMs`. A tap's click, which the page answers, is dispatched with its `pointerup`.
 */
function whenPressEnds(): Promise<void> {
  return new Promise((resolve) => {
    const ends = ["pointerup", "pointercancel"] as const;
    const done = () => {
      for (const type of ends) window.removeEventListener(type, done, true);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, longestPressMs);
    for (const type of ends) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * Once the frame that answers the visitor's first move is painted: that move is often a tap on a control (the hero's
 * demo button, the phone menu), and the parts' observers and downloads would otherwise run before its answer shows.
 * A tap starts with `pointerdown` but is answered at its click, when the finger lifts: the parts wait for that, so
 * their code does not arrive between the two and delay the answer (Interaction to Next Paint counts the whole tap).
 * One wait for all the parts (one set of listeners, not one per part).
 */
let firstMoveAnswered: Promise<void> | undefined;
const whenFirstMoveAnswered = () =>
  (firstMoveAnswered ??= whenVisitorHasStarted()
    .then((move) => (move === "pointerdown" ? whenPressEnds() : undefined))
    .then(() => new Promise<void>((resolve) => afterNextPaint(resolve))));

/** Resolves when the element is on screen or within half a screen of it. */
function whenNear(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
  });
}

let navigationStarted: () => void = () => undefined;
const navigating = new Promise<void>((resolve) => (navigationStarted = resolve));

/**
 * Loads the code of every part still waiting, for a client-side navigation (shell/site-router.tsx). The navigation
 * changes the context the parts read (the location), and React applies that change only once their HTML has
 * hydrated: the navigation's transition waits for them, far from the screen as they may be.
 */
export function loadWaitingParts(): void {
  navigationStarted();
}

/**
 * `serverHtml` selects the element at the top of the part's HTML: its presence tells a hydration (the prerendered
 * HTML is on screen) from a client render, and its nearness to the screen, once the visitor has started, is what
 * brings the code. Before the visitor's first interaction nothing is fetched, whatever the screen's size shows: the
 * page's JavaScript before interaction is the same on every screen.
 */
export function deferredPart(load: () => Promise<{ default: React.ComponentType }>, serverHtml: string): DeferredPart {
  const part = loadOnce(() => load().then((module) => module.default));
  const preload = () => part.load().then(() => undefined);
  let waitingForVisitor: Promise<void> | undefined;

  /** Loads when the trigger fires; a failed download is retried at the next interaction. */
  function loadForVisitor(trigger: Promise<unknown>): Promise<void> {
    return trigger.then(preload).catch(() => loadForVisitor(whenVisitorInteracts()));
  }

  /** What `Part` waits for: the code, fetched when the visitor needs it if its HTML is already on screen. */
  function partReady(): Promise<unknown> {
    if (part.value()) return part.load();
    const element = document.querySelector(serverHtml);
    waitingForVisitor ??= element
      ? loadForVisitor(Promise.race([whenFirstMoveAnswered().then(() => whenNear(element)), navigating]))
      : preload();
    return waitingForVisitor;
  }

  // `use` is called on every render of both components (React requires it once a render has suspended on it).
  function Part() {
    React.use(partReady());
    const Loaded = part.value();
    return Loaded ? <Loaded /> : null;
  }

  function DeferredPartBoundary() {
    // Without the prerendered HTML (server, navigation, story) the caller's Suspense boundary waits for the code,
    // so the page appears whole. With it, this boundary keeps the HTML until the code is here.
    const serverHtmlOnScreen = typeof document !== "undefined" && document.querySelector(serverHtml) !== null;
    React.use<unknown>(serverHtmlOnScreen ? settled : part.load());
    return (
      <React.Suspense fallback={null}>
        <Part />
      </React.Suspense>
    );
  }

  // Memo without props: the boundary never re-renders with its parent, so waiting HTML is never replaced.
  return { preload, Component: React.memo(DeferredPartBoundary) };
}
