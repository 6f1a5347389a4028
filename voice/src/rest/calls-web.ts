import type { Http, RequestOptions } from "./http.ts";
import type { CreateWebCallDTO } from "./openapi-types.ts";

/**
 * POST /call/web body (docs/product/voice-sdk.md#starting-a-web-call): the platform's `CreateWebCallDTO`. Exactly one
 * of assistant/squad/workflow (inline or by id) is expected.
 */
export type CreateWebCallBody = CreateWebCallDTO;

/** The fields of the POST /call/web answer the call client reads (docs/product/voice-sdk.md#starting-a-web-call). */
export interface WebCall {
  id: string;
  webCallUrl: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
  transport?: { callToken?: string };
  [key: string]: unknown;
}

export function createWebCall(http: Http, body: CreateWebCallBody, options?: RequestOptions): Promise<WebCall> {
  return http.request<WebCall>({ method: "POST", path: "/call/web", body }, options);
}
