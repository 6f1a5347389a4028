import * as React from "react";
import type { DeferredPart } from "./deferred-part";
import { loadOnce } from "./load-once";

/** A page of the route table: a component to render, and ways to make sure its code is loaded first. */
export interface RoutePage {
  /** Loads all of the page's code: before prerendering it, and before a story renders it. */
  preload: () => Promise<unknown>;
  /** Loads what hydrating the prerendered page needs: parts that wait for the visitor are left out. */
  preloadForHydration: () => Promise<unknown>;
  /** Renders the page; suspends while its module is still loading. */
  Component: React.ComponentType;
}

/** A page component; one with parts below the fold lists them, so `preload()` (prerender, stories) brings them too. */
export type PageComponent = React.ComponentType & { deferredParts?: readonly DeferredPart[] };

const preloadParts = (parts: readonly DeferredPart[] = []) => Promise.all(parts.map((part) => part.preload()));

/**
 * A page bundled with the entry (the home page: its first paint must not wait for another request). Its deferred
 * parts (below the fold) are fetched when the visitor needs them.
 */
export function eagerPage(Component: PageComponent): RoutePage {
  return {
    preload: () => preloadParts(Component.deferredParts),
    preloadForHydration: () => Promise.resolve(),
    Component,
  };
}

/**
 * A page in its own chunk, loaded on demand and cached. Once `preload()` has settled the page renders
 * synchronously, which is what hydration (the client entry preloads the current route) and prerendering need.
 * Hydration leaves the page's deferred parts to the visitor.
 */
export function lazyPage(load: () => Promise<PageComponent>): RoutePage {
  const page = loadOnce(load);
  const preloadForHydration = page.load;
  const preload = () => page.load().then((Page) => preloadParts(Page.deferredParts));
  function LazyPage() {
    const Loaded = React.use(page.load());
    return <Loaded />;
  }
  return { preload, preloadForHydration, Component: LazyPage };
}
