import type { Http } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** /knowledge-base: create, list, get, update, delete (bodies not in the public spec: open records). */
export const createKnowledgeBasesApi = (http: Http) => crud<Entity, JsonObject>(http, "/knowledge-base");
export type KnowledgeBasesApi = ReturnType<typeof createKnowledgeBasesApi>;
