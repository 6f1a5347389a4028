import type { Http } from "../http.ts";
import type { CreateSquadDTO, Squad, UpdateSquadDTO } from "../openapi-types.ts";
import { crud } from "../resource.ts";

/** /squad: create, list, get, update, delete. */
export const createSquadsApi = (http: Http) => crud<Squad, CreateSquadDTO, UpdateSquadDTO>(http, "/squad");
export type SquadsApi = ReturnType<typeof createSquadsApi>;
