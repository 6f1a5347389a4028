import { encodePath, type Http, type Query, type RequestOptions } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** /org: create, list, get, update, delete, feature flags, users, leave, invite, role, auth. */
export function createOrgsApi(http: Http) {
  const org = (id: string) => `/org/${encodePath(id)}`;
  return {
    ...crud<Entity, JsonObject>(http, "/org"),
    getFeatureFlags: (query?: Query, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "GET", path: "/org/feature-flag", query }, options),
    listUsers: (id: string, options?: RequestOptions) =>
      http.request<JsonObject[]>({ method: "GET", path: `${org(id)}/user` }, options),
    leave: (id: string, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "DELETE", path: `${org(id)}/leave` }, options),
    removeMember: (id: string, userId: string, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "DELETE", path: `${org(id)}/member/${encodePath(userId)}/leave` }, options),
    invite: (id: string, body: JsonObject, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "POST", path: `${org(id)}/invite`, body }, options),
    updateRole: (id: string, body: JsonObject, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "PATCH", path: `${org(id)}/role`, body }, options),
    getAuth: (id: string, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "GET", path: `${org(id)}/auth` }, options),
  };
}
export type OrgsApi = ReturnType<typeof createOrgsApi>;
