import type { Http } from "../http.ts";
import type { CreateSessionDTO, Session, UpdateSessionDTO } from "../openapi-types.ts";
import { crud, type PageQuery, type Paginated } from "../resource.ts";

/** /session: create, list, get, update, delete. */
export const createSessionsApi = (http: Http) =>
  crud<Session, CreateSessionDTO, UpdateSessionDTO, Paginated<Session>, PageQuery>(http, "/session");
export type SessionsApi = ReturnType<typeof createSessionsApi>;
