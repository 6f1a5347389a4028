import type { Http, RequestOptions } from "../http.ts";
import type { JsonObject, PageQuery, Paginated } from "../resource.ts";
import type { PhoneNumber } from "./phone-numbers.ts";

/** The paginated /v2 lists: assistants, calls (and their export and metadata), phone numbers. */
export function createV2Api(http: Http) {
  const list =
    <T>(path: string) =>
    (query?: PageQuery, options?: RequestOptions) =>
      http.request<T>({ method: "GET", path, query }, options);
  return {
    listAssistants: list<Paginated<JsonObject>>("/v2/assistant"),
    listCalls: list<Paginated<JsonObject>>("/v2/call"),
    exportCalls: list<JsonObject>("/v2/call/export"),
    getCallMetadata: list<JsonObject>("/v2/call/metadata"),
    listPhoneNumbers: list<Paginated<PhoneNumber>>("/v2/phone-number"),
  };
}
export type V2Api = ReturnType<typeof createV2Api>;
