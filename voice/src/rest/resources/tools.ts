import type { Http } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** A tool of any type (the spec's union of about twenty tool types, discriminated by `type`). */
export interface Tool extends Entity {
  type?: string;
  function?: JsonObject;
  server?: JsonObject;
}

/** /tool: create, list, get, update, delete. */
export const createToolsApi = (http: Http) => crud<Tool, JsonObject & { type: string }, JsonObject>(http, "/tool");
export type ToolsApi = ReturnType<typeof createToolsApi>;
