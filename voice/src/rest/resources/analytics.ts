import type { Http, RequestOptions } from "../http.ts";
import type { AnalyticsQueryDTO, AnalyticsQueryResult } from "../openapi-types.ts";

/** POST /analytics. */
export function createAnalyticsApi(http: Http) {
  return {
    query: (body: AnalyticsQueryDTO, options?: RequestOptions) =>
      http.request<AnalyticsQueryResult[]>({ method: "POST", path: "/analytics", body }, options),
  };
}
export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
