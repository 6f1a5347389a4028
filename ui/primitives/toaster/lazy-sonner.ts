// Sonner is not on the page's critical path: it is loaded by the first toast, and toasts raised before it is
// mounted wait in a queue.
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;
type ToastId = string | number;
type Queued = { id: ToastId; show: (toast: Sonner["toast"]) => void };

let sonner: Sonner | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
/** Toasters mounted whose live region has had a frame to reach the accessibility tree. */
let readyToasters = 0;
const queue: Queued[] = [];

function load(): void {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline or a new deploy: the next toast tries again. The waiting toasts are dropped, so a later success
      // does not bring back stale failures all at once (the form that raised them shows its own message).
      loading = undefined;
      queue.length = 0;
      console.error("Could not load the toasts", error);
    },
  );
}

function flush(): void {
  if (!sonner || readyToasters === 0) return;
  for (const { show } of queue.splice(0)) show(sonner.toast);
}

/** For the <Toaster> shell: sonner once it is loaded (undefined until then, and on the server). */
export const sonnerStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Sonner | undefined => sonner,
  getServer: (): Sonner | undefined => undefined,
};

/**
 * Called by the mounted sonner Toaster: its live region exists now, so toasts are added from the next frame on
 * (a screen reader hears text inserted into a region it already knows). Returns the unmount cleanup.
 */
export function toasterMounted(): () => void {
  let counted = false;
  const frame = requestAnimationFrame(() => {
    counted = true;
    readyToasters += 1;
    flush();
  });
  return () => {
    cancelAnimationFrame(frame);
    if (counted) readyToasters -= 1;
  };
}

/** Shows a toast now if a Toaster is ready, else queues it and loads sonner. */
export function showToast(id: ToastId, show: (toast: Sonner["toast"]) => void): void {
  queue.push({ id, show });
  load();
  flush();
}

/** Dismisses one toast by id, or all; toasts still queued are dropped without loading anything. */
export function dismissToast(id?: ToastId): void {
  for (let i = queue.length - 1; i >= 0; i--) if (id === undefined || queue[i]?.id === id) queue.splice(i, 1);
  sonner?.toast.dismiss(id);
}
