import * as React from "react";

/** How often the counters repaint while counting (about 60 frames a second). */
export const COUNT_UP_FRAME_MS = 16;

/** Fast start, gentle landing: the figures settle rather than stop dead. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * Reports eased progress from 0 to exactly 1 over `durationMs`, measured against the clock (so a slow frame
 * never stretches the animation). Returns a cancel function. A zero duration reports 1 at once.
 */
export function startCountUp({
  durationMs,
  onProgress,
}: {
  durationMs: number;
  onProgress: (progress: number) => void;
}): () => void {
  if (durationMs <= 0) {
    onProgress(1);
    return () => {};
  }
  const startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const linear = Math.min(1, (Date.now() - startedAt) / durationMs);
    onProgress(easeOutCubic(linear));
    timer = linear < 1 ? setTimeout(tick, COUNT_UP_FRAME_MS) : undefined;
  };
  timer = setTimeout(tick, COUNT_UP_FRAME_MS);
  return () => clearTimeout(timer);
}

/** The whole number a counter shows at `progress`; the target itself once progress reaches 1. */
export function countUpValue(target: number, progress: number): number {
  return progress >= 1 ? target : Math.round(target * progress);
}

/**
 * Progress (0–1) of a count-up that starts when `active` first becomes true. Under reduced motion it is 1
 * straight away, so the final figures show without any animation.
 */
export function useCountUp({
  active,
  durationMs,
  reducedMotion,
}: {
  active: boolean;
  durationMs: number;
  reducedMotion: boolean;
}): number {
  const [progress, setProgress] = React.useState(0);
  React.useEffect(() => {
    if (!active || reducedMotion) return;
    return startCountUp({ durationMs, onProgress: setProgress });
  }, [active, durationMs, reducedMotion]);
  return reducedMotion ? 1 : progress;
}
