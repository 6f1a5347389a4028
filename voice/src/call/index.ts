export * from "./client.ts";
export * from "./events.ts";
export * from "./messages.ts";
export type {
  CallObject,
  CallObjectEvents,
  CallObjectFactory,
  CallObjectOptions,
  CallObjectSource,
  CallParticipant,
  NetworkState,
  RecordingOptions,
} from "./call-object.ts";
