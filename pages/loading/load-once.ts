/** A loader that runs once and remembers its result; a failed attempt is retried on the next call. */
export interface LoadOnce<T> {
  /** The value, once loaded. The same promise every time, marked settled for React's `use`. */
  load: () => Promise<T>;
  /** The loaded value, or undefined until `load()` has settled. */
  value: () => T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (!loading) {
        const tracked: Promise<T> & { status?: "fulfilled"; value?: T } = load().then(
          (loaded) => {
            value = loaded;
            // React's `use` reads a promise marked settled synchronously: loaded code renders without suspending.
            tracked.status = "fulfilled";
            tracked.value = loaded;
            return loaded;
          },
          (error: unknown) => {
            // A failed attempt (offline, new deploy) is retried by the next caller.
            loading = undefined;
            throw error;
          },
        );
        loading = tracked;
      }
      return loading;
    },
    value: () => value,
  };
}
