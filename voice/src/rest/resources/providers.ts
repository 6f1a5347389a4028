import { encodePath, type Http, type RequestOptions } from "../http.ts";
import type { ProviderResource } from "../openapi-types.ts";
import {
  crud,
  toFormData,
  type JsonObject,
  type ListQuery,
  type MultipartFields,
  type PageQuery,
  type Paginated,
} from "../resource.ts";

/** Provider integrations: `/provider/{provider}/{resourceName}` collections and `/{provider}/…` helpers. */
export function createProvidersApi(http: Http) {
  const get =
    <T>(path: (provider: string) => string) =>
    (provider: string, query?: ListQuery, options?: RequestOptions) =>
      http.request<T>({ method: "GET", path: path(encodePath(provider)), query }, options);
  const post = (path: (provider: string) => string) => (provider: string, body: JsonObject, options?: RequestOptions) =>
    http.request<JsonObject>({ method: "POST", path: path(encodePath(provider)), body }, options);
  return {
    /** /provider/{provider}/{resourceName}: create, list, get, update, delete. */
    resources: (provider: string, resourceName: string) =>
      crud<ProviderResource, JsonObject, JsonObject, Paginated<ProviderResource>, PageQuery>(
        http,
        `/provider/${encodePath(provider)}/${encodePath(resourceName)}`,
      ),
    listWorkflows: get<JsonObject[]>((p) => `/${p}/workflows`),
    listWorkflowHooks: (provider: string, workflowId: string, options?: RequestOptions) =>
      http.request<JsonObject[]>(
        { method: "GET", path: `/${encodePath(provider)}/workflows/${encodePath(workflowId)}/hooks` },
        options,
      ),
    listLocations: get<JsonObject[]>((p) => `/${p}/locations`),
    /** GET /{provider}/voices/search */
    searchVoices: get<JsonObject[]>((p) => `/${p}/voices/search`),
    /** GET /{provider}/voice/search (the singular route some providers use) */
    searchVoice: get<JsonObject[]>((p) => `/${p}/voice/search`),
    /** POST /{provider}/voices/add */
    addVoices: post((p) => `/${p}/voices/add`),
    /** POST /{provider}/voice/add */
    addVoice: post((p) => `/${p}/voice/add`),
    /** POST /11labs/voice/clone, multipart (`files` and the voice's `name`). */
    cloneElevenLabsVoice: (fields: FormData | MultipartFields, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "POST", path: "/11labs/voice/clone", body: toFormData(fields) }, options),
  };
}
export type ProvidersApi = ReturnType<typeof createProvidersApi>;
