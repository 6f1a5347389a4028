import type { Http, RequestOptions } from "../http.ts";
import { crud, type Entity, type JsonObject, type ListQuery } from "../resource.ts";

/** /template: create, list, get, update, delete, pinned. */
export function createTemplatesApi(http: Http) {
  return {
    ...crud<Entity, JsonObject>(http, "/template"),
    listPinned: (query?: ListQuery, options?: RequestOptions) =>
      http.request<Entity[]>({ method: "GET", path: "/template/pinned", query }, options),
  };
}
export type TemplatesApi = ReturnType<typeof createTemplatesApi>;
