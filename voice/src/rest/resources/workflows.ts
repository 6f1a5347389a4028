import type { Http } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** /workflow: create, list, get, update, delete (bodies not in the public spec: open records). */
export const createWorkflowsApi = (http: Http) => crud<Entity, JsonObject>(http, "/workflow");
export type WorkflowsApi = ReturnType<typeof createWorkflowsApi>;
