import { useLocation } from "react-router";
import { routeFor } from "./route-table";

/** What a route tells the document head: set in the route table, read by the prerenderer and the shell. */
export interface RouteMeta {
  title: string;
  description: string;
}

/** The current route's meta (the not-found page's for an unknown path). */
export function useRouteMeta(): RouteMeta {
  return routeFor(useLocation().pathname).meta;
}
