import { encodePath, type Http, type RequestOptions } from "../http.ts";
import type { JsonObject, ListQuery } from "../resource.ts";

/** /voice-library: list a provider's voices and accents, sync, create a Sesame voice. */
export function createVoiceLibraryApi(http: Http) {
  const provider = (name: string) => `/voice-library/${encodePath(name)}`;
  return {
    list: (providerName: string, query?: ListQuery, options?: RequestOptions) =>
      http.request<JsonObject[]>({ method: "GET", path: provider(providerName), query }, options),
    listAccents: (providerName: string, options?: RequestOptions) =>
      http.request<string[]>({ method: "GET", path: `${provider(providerName)}/accents` }, options),
    syncProvider: (providerName: string, options?: RequestOptions) =>
      http.request<JsonObject[]>({ method: "POST", path: `/voice-library/sync/${encodePath(providerName)}` }, options),
    sync: (options?: RequestOptions) =>
      http.request<JsonObject[]>({ method: "POST", path: "/voice-library/sync" }, options),
    createSesameVoice: (body: JsonObject, options?: RequestOptions) =>
      http.request<JsonObject>({ method: "POST", path: "/voice-library/create-sesame-voice", body }, options),
  };
}
export type VoiceLibraryApi = ReturnType<typeof createVoiceLibraryApi>;
