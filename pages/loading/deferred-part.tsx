import * as React from "react";
import { loadOnce } from "./load-once";

/**
 * A part of a page (below the fold) whose code is not needed for the first view. Prerendered, its HTML is on screen
 * at once and hydrates when the visitor first interacts or the part comes into view, so the page's initial
 * JavaScript stays small. Rendered on the client (a navigation, a story), it is loaded before the page shows.
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

function whenVisitorInteracts(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of interactionEvents) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactionEvents) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

function whenOnScreen(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

/**
 * `serverHtmlId` is the id of an element at the top of the part's HTML: its presence tells a hydration (the
 * prerendered HTML is on screen) from a client render, and its visibility is one of the triggers.
 */
export function deferredPart(load: () => Promise<React.ComponentType>, serverHtmlId: string): DeferredPart {
  const part = loadOnce(load);
  const preload = () => part.load().then(() => undefined);
  let waitingForVisitor: Promise<void> | undefined;

  /** Loads at the first interaction or sight of the part; a failed download is retried at the next interaction. */
  function loadForVisitor(trigger: Promise<void>): Promise<void> {
    return trigger.then(preload).catch(() => loadForVisitor(whenVisitorInteracts()));
  }

  /** What `Part` waits for: the code, fetched when the visitor needs it if its HTML is already on screen. */
  function partReady(): Promise<unknown> {
    if (part.value()) return part.load();
    const element = document.getElementById(serverHtmlId);
    waitingForVisitor ??= element
      ? loadForVisitor(Promise.race([whenVisitorInteracts(), whenOnScreen(element)]))
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
    const serverHtmlOnScreen = typeof document !== "undefined" && document.getElementById(serverHtmlId) !== null;
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
