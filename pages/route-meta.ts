import { useMatches } from "react-router-dom";

/** What a route tells the document head: set on the route's `handle.meta`, read by the prerenderer and the shell. */
export interface RouteMeta {
  title: string;
  description: string;
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as RouteMeta).title === "string" &&
    typeof (value as RouteMeta).description === "string"
  );
}

/** The deepest matched route's meta. */
export function metaOf(matches: ReadonlyArray<{ handle?: unknown }>): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i]?.handle as { meta?: unknown } | undefined)?.meta;
    if (isRouteMeta(meta)) return meta;
  }
  return undefined;
}

export function useRouteMeta(): RouteMeta | undefined {
  return metaOf(useMatches());
}
