// Type-level contract of the call client, checked by `tsc -p voice` (and run as no-ops by Vitest).
import { describe, expectTypeOf, it } from "vitest";
import type { setMicrophone, setSpeaker } from "../devices.ts";
import { type DeviceClient } from "../devices.ts";
import type { UseVoiceResult } from "../react/use-voice.ts";
import type { AssistantOverrides, CreateAssistantDTO } from "../rest/openapi-types.ts";
import { createFakeVoiceClient } from "../testing/call-doubles/index.ts";
import { createVoiceClient, type StartOptions, type VoiceClient } from "./client.ts";
import type { DeviceErrorEvent, FatalErrorType, VoiceErrorEvent, VoiceWarningEvent } from "./events.ts";

const client = createVoiceClient();

describe("start and reconnect options", () => {
  it("are the platform's DTOs", () => {
    expectTypeOf<StartOptions["assistant"]>().toEqualTypeOf<string | CreateAssistantDTO | undefined>();
    expectTypeOf<StartOptions["assistantOverrides"]>().toEqualTypeOf<AssistantOverrides | undefined>();
  });

  it("reject a misspelt field", () => {
    // Never called: these only have to fail to compile.
    const misuses = () => {
      // @ts-expect-error `modle` is not a field of CreateAssistantDTO (model is)
      void client.start({ assistant: { modle: { provider: "openai" } } });
      // @ts-expect-error `variableValue` is not a field of AssistantOverrides (variableValues is)
      void client.start({ assistant: "asst", assistantOverrides: { variableValue: { name: "Ada" } } });
      // @ts-expect-error firstMessage is a string
      void client.start({ assistant: "asst", assistantOverrides: { firstMessage: 42 } });
      // @ts-expect-error an inline workflow needs its name, nodes and edges
      void client.start({ workflow: { nodes: [] } });
      // @ts-expect-error `noiseCancelation` is misspelt
      void client.reconnect({ id: "call", webCallUrl: "https://x.daily.co/r" }, { noiseCancelation: false });
      // @ts-expect-error a web call to rejoin needs its webCallUrl
      void client.reconnect({ id: "call" });
      // @ts-expect-error no microphone at all breaks the permission prompt in Chrome 140+ (the official forces true)
      createVoiceClient({ callObjectOptions: { audioSource: false } });
    };
    expectTypeOf(misuses).toBeFunction();
  });
});

describe("events", () => {
  it("error is a union discriminated on type and fatal", () => {
    const onError = (event: VoiceErrorEvent) => {
      if (event.fatal) expectTypeOf(event.type).toEqualTypeOf<FatalErrorType>();
      if (event.type === "audio-start-failed") expectTypeOf(event.fatal).toEqualTypeOf<false>();
      if (event.type === "daily-error") expectTypeOf(event.fatal).toEqualTypeOf<true>();
    };
    client.on("error", onError);
    const misuse = (event: VoiceErrorEvent) => {
      // @ts-expect-error not an error type of this client
      return event.type === "audio-start-faild";
    };
    expectTypeOf(misuse).toBeFunction();
  });

  it("warning and device-error name their types", () => {
    expectTypeOf<VoiceWarningEvent["type"]>().toExtend<string>();
    expectTypeOf<"screen-share-error">().toExtend<VoiceWarningEvent["type"]>();
    expectTypeOf<DeviceErrorEvent["type"]>().toEqualTypeOf<
      | "cam-in-use"
      | "mic-in-use"
      | "cam-mic-in-use"
      | "permissions"
      | "undefined-mediadevices"
      | "not-found"
      | "constraints"
      | "unknown"
      | "microphone-error"
      | "speaker-error"
    >();
  });
});

describe("the device functions", () => {
  it("take every client: createVoiceClient's, useVoice()'s and the fake", () => {
    expectTypeOf(client).toExtend<DeviceClient>();
    expectTypeOf<UseVoiceResult["client"]>().toExtend<DeviceClient>();
    expectTypeOf<VoiceClient>().toExtend<Parameters<typeof setMicrophone>[0]>();
    expectTypeOf(createFakeVoiceClient()).toExtend<Parameters<typeof setSpeaker>[0]>();
  });
});
