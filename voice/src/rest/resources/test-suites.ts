import { encodePath, type Http } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** /test-suite, with its tests (`tests(suiteId)`) and runs (`runs(suiteId)`) as nested collections. */
export function createTestSuitesApi(http: Http) {
  return {
    ...crud<Entity, JsonObject>(http, "/test-suite"),
    /** /test-suite/{id}/test: create, list, get, update, delete. */
    tests: (suiteId: string) => crud<Entity, JsonObject>(http, `/test-suite/${encodePath(suiteId)}/test`),
    /** /test-suite/{id}/run: create, list, get, update, delete. */
    runs: (suiteId: string) => crud<Entity, JsonObject>(http, `/test-suite/${encodePath(suiteId)}/run`),
  };
}
export type TestSuitesApi = ReturnType<typeof createTestSuitesApi>;
