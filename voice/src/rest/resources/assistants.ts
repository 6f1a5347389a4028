import { encodePath, type Http, type RequestOptions } from "../http.ts";
import type { Assistant, CreateAssistantDTO, UpdateAssistantDTO } from "../openapi-types.ts";
import { crud, type JsonObject, type PageQuery } from "../resource.ts";

/** /assistant: create, list, get, update (PATCH), replace (PUT), delete, list versions. */
export function createAssistantsApi(http: Http) {
  return {
    ...crud<Assistant, CreateAssistantDTO, UpdateAssistantDTO>(http, "/assistant"),
    replace: (id: string, body: CreateAssistantDTO, options?: RequestOptions) =>
      http.request<Assistant>({ method: "PUT", path: `/assistant/${encodePath(id)}`, body }, options),
    listVersions: (id: string, query?: PageQuery, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "GET", path: `/assistant/${encodePath(id)}/version`, query }, options),
  };
}
export type AssistantsApi = ReturnType<typeof createAssistantsApi>;
