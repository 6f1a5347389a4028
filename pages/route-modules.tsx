import * as React from "react";

/** A page of the route table: a component to render, and a way to make sure its code is loaded first. */
export interface RoutePage {
  /** Resolves once the page's module is loaded (at once for a page in the main bundle). */
  preload(): Promise<void>;
  /** Renders the page; suspends while its module is still loading. */
  Component: React.ComponentType;
}

/** A page bundled with the entry (the home page: its first paint must not wait for another request). */
export function eagerPage(Component: React.ComponentType): RoutePage {
  return { preload: () => Promise.resolve(), Component };
}

/**
 * A page in its own chunk, loaded on demand and cached. Once `preload()` has settled the page renders
 * synchronously, which is what hydration (the client entry preloads the current route) and prerendering need.
 */
export function lazyPage(load: () => Promise<React.ComponentType>): RoutePage {
  let Loaded: React.ComponentType | undefined;
  let loading: Promise<void> | undefined;
  function preload(): Promise<void> {
    if (!loading) {
      const tracked: Promise<void> & { status?: "fulfilled" } = load().then(
        (Component) => {
          Loaded = Component;
          // React's `use` reads a promise marked settled synchronously: a loaded page renders without suspending.
          tracked.status = "fulfilled";
        },
        (error: unknown) => {
          // A failed download (offline, new deploy) is retried on the next navigation.
          loading = undefined;
          throw error;
        },
      );
      loading = tracked;
    }
    return loading;
  }
  function LazyPage() {
    React.use(preload());
    return Loaded ? <Loaded /> : null;
  }
  return { preload, Component: LazyPage };
}
