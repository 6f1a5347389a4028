// Building blocks shared by the resource modules. Each resource module holds its own path strings, so a bundle
// that imports one resource carries only that resource's paths.
import { encodePath, type Http, type QueryValue, type RequestOptions } from "./http.ts";
import type { PaginationMeta } from "./openapi-types.ts";

/** A body or answer the platform's public spec does not show: an open JSON object. */
export type JsonObject = Record<string, unknown>;

/** An entity whose shape the public spec does not show; the platform gives every entity these fields. */
export interface Entity {
  id: string;
  orgId?: string;
  createdAt?: string;
  updatedAt?: string;
  [key: string]: unknown;
}

/** Filters every list operation accepts; other keys pass through as query parameters. */
export interface ListQuery {
  limit?: number;
  createdAtGt?: string | Date;
  createdAtLt?: string | Date;
  createdAtGe?: string | Date;
  createdAtLe?: string | Date;
  updatedAtGt?: string | Date;
  updatedAtLt?: string | Date;
  updatedAtGe?: string | Date;
  updatedAtLe?: string | Date;
  [key: string]: QueryValue;
}

/** Filters of the paginated lists. */
export interface PageQuery extends ListQuery {
  page?: number;
  sortOrder?: "ASC" | "DESC";
  sortBy?: string;
}

/** `{ results, metadata }` answer of the paginated lists. */
export interface Paginated<T> {
  results: T[];
  metadata: PaginationMeta;
  [key: string]: unknown;
}

/** Multipart fields: Blobs (Files keep their name) and strings; objects are sent as JSON text. */
export type MultipartFields = Record<string, Blob | string | JsonObject | undefined>;

export function toFormData(fields: FormData | MultipartFields): FormData {
  if (fields instanceof FormData) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return form;
}

/** The five operations of a platform collection: POST and GET on `base`, GET, PATCH and DELETE on `base/{id}`. */
export function crud<T, Create, Update = Partial<Create>, List = T[], Q extends object = ListQuery>(
  http: Http,
  base: string,
) {
  const item = (id: string) => `${base}/${encodePath(id)}`;
  return {
    create: (body: Create, options?: RequestOptions) => http.request<T>({ method: "POST", path: base, body }, options),
    list: (query?: Q, options?: RequestOptions) => http.request<List>({ method: "GET", path: base, query }, options),
    get: (id: string, options?: RequestOptions) => http.request<T>({ method: "GET", path: item(id) }, options),
    update: (id: string, body: Update, options?: RequestOptions) =>
      http.request<T>({ method: "PATCH", path: item(id), body }, options),
    delete: (id: string, options?: RequestOptions) => http.request<T>({ method: "DELETE", path: item(id) }, options),
  };
}

export type Crud<T, Create, Update = Partial<Create>, List = T[], Q extends object = ListQuery> = ReturnType<
  typeof crud<T, Create, Update, List, Q>
>;
