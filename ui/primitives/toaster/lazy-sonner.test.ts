import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

// What the queue hands to sonner (sonner itself is not under test; the queue in front of it is).
const shown: unknown[][] = [];
vi.mock("sonner", () => ({
  toast: {
    success: (...args: unknown[]) => shown.push(["success", ...args]),
    dismiss: (...args: unknown[]) => shown.push(["dismiss", ...args]),
  },
  Toaster: () => null,
}));

let frames: Array<() => void> = [];
beforeEach(() => {
  vi.resetModules();
  shown.length = 0;
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => frames.push(run));
  vi.stubGlobal("cancelAnimationFrame", () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const nextFrame = () => frames.splice(0).forEach((run) => run());

describe("notify before the Toaster is ready", () => {
  test("toasts wait for sonner, a mounted Toaster and one frame, then appear in order with their ids", async () => {
    const { notify } = await import("./notify");
    const { sonnerStore, toasterMounted } = await import("./lazy-sonner");
    const first = notify.success("Successfully subscribed to newsletter!");
    const second = notify.success("Information saved! Starting AI call...", { id: "call" });
    expect(second).toBe("call");
    await vi.waitFor(() => expect(sonnerStore.get()).toBeDefined());
    expect(shown).toEqual([]);

    toasterMounted();
    expect(shown).toEqual([]); // the live region gets its frame first
    nextFrame();
    expect(shown).toEqual([
      ["success", "Successfully subscribed to newsletter!", { duration: 5000, id: first }],
      ["success", "Information saved! Starting AI call...", { duration: 5000, id: "call" }],
    ]);

    notify.success("Thank you! Your message has been received.");
    expect(shown).toHaveLength(3); // ready now: straight through
  });

  test("dismiss drops queued toasts (one by id, or all) without showing them", async () => {
    const { notify } = await import("./notify");
    const { sonnerStore, toasterMounted } = await import("./lazy-sonner");
    notify.success("one", { id: "a" });
    notify.success("two", { id: "b" });
    notify.dismiss("a");
    await vi.waitFor(() => expect(sonnerStore.get()).toBeDefined());
    toasterMounted();
    nextFrame();
    expect(shown.filter(([method]) => method === "success").map(([, message]) => message)).toEqual(["two"]);

    const unmount = toasterMounted();
    nextFrame();
    unmount();
    notify.dismiss();
    expect(shown.at(-1)).toEqual(["dismiss", undefined]);
  });

  test("after the last Toaster unmounts, new toasts wait for the next one", async () => {
    const { notify } = await import("./notify");
    const { sonnerStore, toasterMounted } = await import("./lazy-sonner");
    notify.success("early");
    await vi.waitFor(() => expect(sonnerStore.get()).toBeDefined());
    const unmount = toasterMounted();
    nextFrame();
    unmount();
    notify.success("late");
    expect(shown.map(([, message]) => message)).toEqual(["early"]);
    toasterMounted();
    nextFrame();
    expect(shown.map(([, message]) => message)).toEqual(["early", "late"]);
  });
});
