import type { Http, RequestOptions } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** /credential: create, list, get, update, delete, session, webhook (unauthenticated), trigger. */
export function createCredentialsApi(http: Http) {
  return {
    ...crud<Entity, JsonObject & { provider: string }, JsonObject>(http, "/credential"),
    createSession: (body: JsonObject, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "POST", path: "/credential/session", body }, options),
    /** POST /credential/webhook is called by providers, so it is sent without the Authorization header. */
    webhook: (body: JsonObject, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "POST", path: "/credential/webhook", body, auth: false }, options),
    trigger: (body: JsonObject, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "POST", path: "/credential/trigger", body }, options),
  };
}
export type CredentialsApi = ReturnType<typeof createCredentialsApi>;
