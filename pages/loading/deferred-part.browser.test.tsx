import * as React from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as DeferredPartModule from "./deferred-part";

// A part's code is fetched once the visitor has started and the answer to that first move is on screen. A tap's
// answer comes with its click, when the finger lifts: nothing may be fetched between its pointerdown and pointerup.

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    await frame();
    await nextTask();
  }
};
const pointer = (type: string) =>
  window.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, isPrimary: true }));

let pages = 0;
let serverHtml: HTMLElement;
let host: HTMLElement;

beforeEach(() => {
  document.documentElement.removeAttribute("data-visitor-started");
  serverHtml = Object.assign(document.createElement("div"), { textContent: "prerendered part" });
  serverHtml.dataset.testPart = "";
  host = document.createElement("div");
  document.body.append(serverHtml, host);
});

afterEach(() => {
  serverHtml.remove();
  host.remove();
});

/** A deferred part whose prerendered HTML is on screen, mounted; reports each time its code is requested. */
async function mountPart() {
  // The module keeps one "first move" for all its parts, as a page does: each test imports its own copy.
  const { deferredPart } = (await import(
    /* @vite-ignore */ `./deferred-part.tsx?page=${++pages}`
  )) as typeof DeferredPartModule;
  const requested: number[] = [];
  const part = deferredPart(() => {
    requested.push(performance.now());
    return Promise.resolve({ default: () => <p>hydrated part</p> });
  }, "[data-test-part]");
  const root = createRoot(host);
  root.render(
    <React.Suspense fallback={null}>
      <part.Component />
    </React.Suspense>,
  );
  await settle();
  return { requested, unmount: () => root.unmount() };
}

describe("deferredPart", () => {
  it("fetches nothing before the visitor's first move", async () => {
    const { requested, unmount } = await mountPart();
    await settle();
    expect(requested).toHaveLength(0);
    unmount();
  });

  it("waits for a tap to end: nothing between pointerdown and pointerup, the code once the tap's frame is painted", async () => {
    const { requested, unmount } = await mountPart();
    pointer("pointerdown");
    await settle();
    expect(requested).toHaveLength(0);
    pointer("pointerup");
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    unmount();
  });

  it("loads when a press turns into a scroll (pointercancel)", async () => {
    const { requested, unmount } = await mountPart();
    pointer("pointerdown");
    await settle();
    pointer("pointercancel");
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    unmount();
  });

  it("loads after a second at most while a press is held (a long press, a drag)", async () => {
    const { requested, unmount } = await mountPart();
    const pressed = performance.now();
    pointer("pointerdown");
    await vi.waitFor(() => expect(requested).toHaveLength(1), { timeout: 3000 });
    expect(requested[0]! - pressed).toBeGreaterThanOrEqual(1000);
    unmount();
  });

  it("loads once the frame after a key press is painted, with no press to wait for", async () => {
    const { requested, unmount } = await mountPart();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    await vi.waitFor(() => expect(requested).toHaveLength(1), { timeout: 500 });
    unmount();
  });
});
