// Messages exchanged over the call's app-message channel. Shapes follow the platform's OpenAPI document
// (`ClientMessage*`, `ServerMessageStatusUpdate`, `ClientInboundMessage*`); only the fields a browser client
// reads are typed, the rest stays reachable through the index signature.

interface MessageBase {
  timestamp?: number;
  [key: string]: unknown;
}

/** The call's status changed. `endedReason` is only sent with status `ended`. */
export interface StatusUpdateMessage extends MessageBase {
  type: "status-update";
  status: "scheduled" | "queued" | "ringing" | "in-progress" | "forwarding" | "ended" | "not-found" | "deletion-failed";
  endedReason?: string;
}

/** Partial or final transcript of one side. */
export interface TranscriptMessage extends MessageBase {
  type: "transcript" | 'transcript[transcriptType="final"]';
  role: "assistant" | "user";
  transcriptType: "partial" | "final";
  transcript: string;
  isFiltered?: boolean;
  originalTranscript?: string;
}

/** Someone started or stopped speaking (server-side detection, covers the user too). */
export interface SpeechUpdateMessage extends MessageBase {
  type: "speech-update";
  status: "started" | "stopped";
  role: "assistant" | "user";
  turn?: number;
}

/** An OpenAI-formatted conversation message. */
export interface ConversationMessage {
  role: string;
  content?: string | null;
  [key: string]: unknown;
}

export interface ConversationUpdateMessage extends MessageBase {
  type: "conversation-update";
  messages?: Record<string, unknown>[];
  messagesOpenAIFormatted: ConversationMessage[];
}

export interface ToolCall {
  id: string;
  type: string;
  function: { name: string; arguments: string | Record<string, unknown> };
}

export interface ToolCallsMessage extends MessageBase {
  type: "tool-calls";
  toolCallList: ToolCall[];
  toolWithToolCallList: Record<string, unknown>[];
}

export interface ToolCallsResultMessage extends MessageBase {
  type: "tool-calls-result";
  toolCallResult: Record<string, unknown>;
}

/** The assistant failed to respond (the call is stuck). */
export interface HangMessage extends MessageBase {
  type: "hang";
}

export interface ModelOutputMessage extends MessageBase {
  type: "model-output";
  output: unknown;
  turnId?: string;
}

export interface UserInterruptedMessage extends MessageBase {
  type: "user-interrupted";
  turnId?: string;
}

export interface VoiceInputMessage extends MessageBase {
  type: "voice-input";
  input: string;
}

export interface MetadataMessage extends MessageBase {
  type: "metadata";
  metadata: string;
}

export interface TransferUpdateMessage extends MessageBase {
  type: "transfer-update";
  destination?: Record<string, unknown>;
}

export interface LanguageChangeDetectedMessage extends MessageBase {
  type: "language-change-detected";
  language: string;
}

/**
 * A message this SDK version does not know (or a known type missing required fields). It keeps the union
 * discriminated: `switch (message.type)` narrows every known member exactly.
 */
export interface UnknownServerMessage {
  type: "unknown";
  /** The `type` the server sent. */
  originalType: string;
  /** The message as received. */
  data: Record<string, unknown>;
}

export type KnownServerMessage =
  | StatusUpdateMessage
  | TranscriptMessage
  | SpeechUpdateMessage
  | ConversationUpdateMessage
  | ToolCallsMessage
  | ToolCallsResultMessage
  | HangMessage
  | ModelOutputMessage
  | UserInterruptedMessage
  | VoiceInputMessage
  | MetadataMessage
  | TransferUpdateMessage
  | LanguageChangeDetectedMessage;

export type ServerMessage = KnownServerMessage | UnknownServerMessage;

type Check = (message: Record<string, unknown>) => boolean;
const isString = (value: unknown): value is string => typeof value === "string";
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// The required fields of each known type: a message missing them falls back to UnknownServerMessage, so code
// narrowing on `type` can trust the typed fields.
const required: Record<KnownServerMessage["type"], Check> = {
  "status-update": (m) => isString(m.status),
  transcript: (m) => isString(m.role) && isString(m.transcriptType) && isString(m.transcript),
  'transcript[transcriptType="final"]': (m) => isString(m.role) && isString(m.transcriptType) && isString(m.transcript),
  "speech-update": (m) => isString(m.status) && isString(m.role),
  "conversation-update": (m) => isArray(m.messagesOpenAIFormatted),
  "tool-calls": (m) => isArray(m.toolCallList) && isArray(m.toolWithToolCallList),
  "tool-calls-result": (m) => isObject(m.toolCallResult),
  hang: () => true,
  "model-output": (m) => "output" in m,
  "user-interrupted": () => true,
  "voice-input": (m) => isString(m.input),
  metadata: (m) => isString(m.metadata),
  "transfer-update": () => true,
  "language-change-detected": (m) => isString(m.language),
};

/** Parses one app-message payload (object or JSON text). Returns null when it is not a typed message at all. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  let value = data;
  if (isString(value)) {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!isObject(value) || !isString(value.type)) return null;
  const check = Object.hasOwn(required, value.type) ? required[value.type as KnownServerMessage["type"]] : undefined;
  if (check?.(value)) return value as KnownServerMessage;
  return { type: "unknown", originalType: value.type, data: value };
}

// ---- Messages the client sends (ClientInboundMessage*) ----

export interface AddMessageMessage {
  type: "add-message";
  message: ConversationMessage;
  triggerResponseEnabled?: boolean;
}

export interface ControlMessage {
  type: "control";
  control: "mute-assistant" | "unmute-assistant" | "mute-customer" | "unmute-customer" | "say-first-message";
  videoRecordingStartDelaySeconds?: number;
}

export interface SayMessage {
  type: "say";
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
}

export interface EndCallMessage {
  type: "end-call";
}

export interface TransferMessage {
  type: "transfer";
  destination?: Record<string, unknown>;
  content?: string;
}

export type ClientMessage = AddMessageMessage | ControlMessage | SayMessage | EndCallMessage | TransferMessage;
