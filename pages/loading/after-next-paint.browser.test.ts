import { describe, expect, it } from "vitest";
import { afterNextPaint } from "./after-next-paint";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe("afterNextPaint", () => {
  it("runs the work after the next frame, not in the caller's task nor in that frame's callbacks", async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push("work"));
    // Queued in the same frame after it: a frame callback that ran the work directly would come first.
    requestAnimationFrame(() => order.push("frame"));
    await Promise.resolve();
    expect(order).toEqual([]);
    await frame();
    await nextTask();
    await nextTask();
    expect(order).toEqual(["frame", "work"]);
  });

  it("runs the work once", async () => {
    let runs = 0;
    afterNextPaint(() => runs++);
    for (let i = 0; i < 3; i++) {
      await frame();
      await nextTask();
    }
    expect(runs).toBe(1);
  });
});
