// Type-level contract of the client, checked by `tsc -p voice` (and run as no-ops by Vitest).
import { describe, expectTypeOf, it } from "vitest";
import {
  createHttp,
  createRestClient,
  createWebCall,
  type Assistant,
  type Call,
  type CallBatchResponse,
  type Chat,
  type Entity,
  type Http,
  type TokenSource,
  type Paginated,
  type ResponseObject,
  type RestApiError,
  type StructuredOutputRerunResponse,
  type StructuredOutputRunPreviewResponse,
  type WebCall,
} from "./index.ts";

const api = createRestClient();

describe("public types", () => {
  it("answers with the OpenAPI entities where the document has them", () => {
    expectTypeOf(api.assistants.list).returns.resolves.toEqualTypeOf<Assistant[]>();
    expectTypeOf(api.chats.list).returns.resolves.toEqualTypeOf<Paginated<Chat>>();
    expectTypeOf(api.calls.create).returns.resolves.toEqualTypeOf<Call | CallBatchResponse>();
    expectTypeOf(api.calls.createWeb).returns.resolves.toEqualTypeOf<WebCall>();
    expectTypeOf<Assistant["id"]>().toEqualTypeOf<string>();
    // Where the document answers "object" beside a schema, the schema: the non-streaming answers.
    expectTypeOf(api.chats.create).returns.resolves.toEqualTypeOf<Chat>();
    expectTypeOf(api.chats.createResponse).returns.resolves.toEqualTypeOf<ResponseObject>();
    expectTypeOf(api.chats.createWebResponse).returns.resolves.toEqualTypeOf<ResponseObject>();
    expectTypeOf(api.structuredOutputs.run).returns.resolves.toEqualTypeOf<
      StructuredOutputRunPreviewResponse | StructuredOutputRerunResponse
    >();
  });

  it("types bodies the document does not show as open records, never any", () => {
    expectTypeOf(api.workflows.get).returns.resolves.toEqualTypeOf<Entity>();
    expectTypeOf(api.orgs.invite).parameter(1).toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<RestApiError["error"]>().toBeUnknown();
    expectTypeOf(api.templates.list).returns.resolves.not.toBeAny();
  });

  it("rejects what the spec rules out", () => {
    // Never called: these only have to fail to compile.
    const misuses = () => {
      // @ts-expect-error chats cannot be updated (docs/product/voice-sdk.md#platform-rest-api has no PATCH /chat/{id})
      void api.chats.update;
      // @ts-expect-error firstMessage is a string in CreateAssistantDTO
      void api.assistants.create({ firstMessage: 42 });
      // @ts-expect-error a squad needs its members
      void api.squads.create({ name: "no members" });
    };
    expectTypeOf(misuses).toBeFunction();
  });

  it("keeps the call client's contract", () => {
    expectTypeOf<TokenSource>().toEqualTypeOf<string | (() => string | Promise<string>)>();
    expectTypeOf(createHttp).returns.toEqualTypeOf<Http>();
    expectTypeOf(createWebCall).parameter(0).toEqualTypeOf<Http>();
  });
});
