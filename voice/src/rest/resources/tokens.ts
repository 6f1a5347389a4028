import type { Http } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** /token: create, list, get, update, delete. */
export const createTokensApi = (http: Http) => crud<Entity, JsonObject>(http, "/token");
export type TokensApi = ReturnType<typeof createTokensApi>;
