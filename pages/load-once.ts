/** A module loader that runs once and remembers its result; a failed download is retried on the next call. */
export interface LoadOnce<T> {
  /** Resolves once the value is here. The same promise every time, marked settled for React's `use`. */
  load: () => Promise<void>;
  /** The loaded value, or undefined until `load()` has settled. */
  value: () => T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<void> | undefined;
  return {
    load() {
      if (!loading) {
        const tracked: Promise<void> & { status?: "fulfilled" } = load().then(
          (loaded) => {
            value = loaded;
            // React's `use` reads a promise marked settled synchronously: loaded code renders without suspending.
            tracked.status = "fulfilled";
          },
          (error: unknown) => {
            // A failed download (offline, new deploy) is retried by the next caller.
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
