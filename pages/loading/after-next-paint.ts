/**
 * Runs `work` once the frame that follows now has been painted: the visible answer to a tap (a busy button) reaches
 * the screen first, and what the tap starts (a dynamic import, whose preload links and fetches cost the main thread
 * several milliseconds, four times that on a mid-range phone) no longer delays it. Interaction to Next Paint counts
 * everything a tap's handlers do before that frame.
 *
 * A frame callback, then a task: the task runs after the frame it was queued in. A tab in the background draws no
 * frames, so there the work waits until the tab is shown (nothing could be tapped or seen there meanwhile).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
