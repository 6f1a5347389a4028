import { encodePath, type Http, type RequestOptions } from "../http.ts";
import { createWebCall } from "../calls-web.ts";
import type { Call, CallBatchResponse, CreateCallDTO, DeleteCallDTO, UpdateCallDTO } from "../openapi-types.ts";
import { crud, type JsonObject, type ListQuery } from "../resource.ts";

export interface CallListQuery extends ListQuery {
  id?: string;
  assistantId?: string;
  phoneNumberId?: string;
}

/** /call: create, list, get, update, delete, phone call, web call. */
export function createCallsApi(http: Http) {
  return {
    ...crud<Call, CreateCallDTO, UpdateCallDTO, Call[], CallListQuery>(http, "/call"),
    /** Several `customers` create a batch: the answer is then a CallBatchResponse. */
    create: (body: CreateCallDTO, options?: RequestOptions) =>
      http.request<Call | CallBatchResponse>({ method: "POST", path: "/call", body }, options),
    /** DELETE /call/{id}; the optional body deletes several calls by `ids`. */
    delete: (id: string, body?: DeleteCallDTO, options?: RequestOptions) =>
      http.request<Call>({ method: "DELETE", path: `/call/${encodePath(id)}`, body }, options),
    createPhone: (body: JsonObject, options?: RequestOptions) =>
      http.request<Call>({ method: "POST", path: "/call/phone", body }, options),
    createWeb: createWebCall.bind(null, http),
  };
}
export type CallsApi = ReturnType<typeof createCallsApi>;
