import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNT_UP_FRAME_MS, countUpValue, easeOutCubic, startCountUp } from "./use-count-up";

describe("startCountUp", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts from 0 to exactly 1 over 2000 ms, then stops scheduling frames", () => {
    const seen: number[] = [];
    startCountUp({ durationMs: 2000, onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([]);

    vi.advanceTimersByTime(1000);
    const midway = seen.at(-1) ?? 0;
    // Eased: past the linear halfway mark, but not finished.
    expect(midway).toBeGreaterThan(0.5);
    expect(midway).toBeLessThan(1);
    expect(midway).toBeCloseTo(easeOutCubic(1000 / 2000), 1);

    vi.advanceTimersByTime(1000 - COUNT_UP_FRAME_MS);
    expect(seen.at(-1)).toBeLessThan(1);

    vi.advanceTimersByTime(COUNT_UP_FRAME_MS * 2);
    expect(seen.at(-1)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    // Never goes backwards.
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it("honours a custom duration", () => {
    const onProgress = vi.fn();
    startCountUp({ durationMs: 500, onProgress });
    vi.advanceTimersByTime(500 + COUNT_UP_FRAME_MS);
    expect(onProgress).toHaveBeenLastCalledWith(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports no more progress once cancelled", () => {
    const onProgress = vi.fn();
    const cancel = startCountUp({ durationMs: 2000, onProgress });
    vi.advanceTimersByTime(500);
    const calls = onProgress.mock.calls.length;
    cancel();
    vi.advanceTimersByTime(3000);
    expect(onProgress).toHaveBeenCalledTimes(calls);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("jumps straight to 1 for a zero duration", () => {
    const onProgress = vi.fn();
    startCountUp({ durationMs: 0, onProgress });
    expect(onProgress).toHaveBeenCalledExactlyOnceWith(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("countUpValue", () => {
  it("shows whole numbers on the way and the exact target at the end", () => {
    expect(countUpValue(23, 0)).toBe(0);
    expect(countUpValue(23, 0.5)).toBe(12);
    expect(countUpValue(23, 0.99)).toBe(23);
    expect(countUpValue(3, 0.4)).toBe(1);
    expect(countUpValue(31, 1)).toBe(31);
  });
});
