import { encodePath, type Http, type RequestOptions } from "../http.ts";
import type { CreateStructuredOutputDTO, StructuredOutput, UpdateStructuredOutputDTO } from "../openapi-types.ts";
import { crud, type PageQuery, type Paginated } from "../resource.ts";
import { createStructuredOutputsGeneratedApi } from "./generated.ts";

/** /structured-output: create, list, get, update (with `schemaOverride` query), delete, run. */
export function createStructuredOutputsApi(http: Http) {
  return {
    ...crud<
      StructuredOutput,
      CreateStructuredOutputDTO,
      UpdateStructuredOutputDTO,
      Paginated<StructuredOutput>,
      PageQuery
    >(http, "/structured-output"),
    ...createStructuredOutputsGeneratedApi(http),
    update: (
      id: string,
      body: UpdateStructuredOutputDTO,
      query?: { schemaOverride?: string },
      options?: RequestOptions,
    ) =>
      http.request<StructuredOutput>(
        { method: "PATCH", path: `/structured-output/${encodePath(id)}`, body, query },
        options,
      ),
  };
}
export type StructuredOutputsApi = ReturnType<typeof createStructuredOutputsApi>;
