import type { Http, RequestOptions } from "../http.ts";
import { crud, type Entity, type JsonObject } from "../resource.ts";

/** A phone number of any provider (the spec's union of BYO, Twilio, Vonage, Vapi and Telnyx numbers). */
export interface PhoneNumber extends Entity {
  provider?: string;
  number?: string;
  name?: string;
  assistantId?: string;
  squadId?: string;
  workflowId?: string;
  status?: string;
}

/** /phone-number: create, list, get, update, delete, import from Twilio or Vonage. */
export function createPhoneNumbersApi(http: Http) {
  const importFrom = (path: string) => (body: JsonObject, options?: RequestOptions) =>
    http.request<PhoneNumber>({ method: "POST", path, body }, options);
  return {
    ...crud<PhoneNumber, JsonObject>(http, "/phone-number"),
    importTwilio: importFrom("/phone-number/import/twilio"),
    importVonage: importFrom("/phone-number/import/vonage"),
  };
}
export type PhoneNumbersApi = ReturnType<typeof createPhoneNumbersApi>;
