import type { Http, RequestOptions } from "../http.ts";
import type { UpdateFileDTO, VapiFile } from "../openapi-types.ts";
import { crud, toFormData, type JsonObject, type MultipartFields } from "../resource.ts";

/** Multipart fields of a file upload (OpenAPI `CreateFileDTO`), or a ready FormData. */
export type FileUpload = FormData | ({ file: Blob; purpose?: string; metadata?: JsonObject } & MultipartFields);

/** /file: upload, create (both multipart), list, get, update, delete. */
export function createFilesApi(http: Http) {
  const multipart = (path: string) => (upload: FileUpload, options?: RequestOptions) =>
    http.request<VapiFile>({ method: "POST", path, body: toFormData(upload) }, options);
  return {
    ...crud<VapiFile, FileUpload, UpdateFileDTO, VapiFile[], { purpose?: string }>(http, "/file"),
    create: multipart("/file"),
    upload: multipart("/file/upload"),
  };
}
export type FilesApi = ReturnType<typeof createFilesApi>;
