import { useMemo, useSyncExternalStore } from "react";
import type { VoiceClient } from "../call/client.ts";
import type { ServerMessage, TranscriptMessage } from "../call/messages.ts";
import { useVoiceClient } from "./voice-provider.tsx";

/** One turn of the conversation, as the platform transcribes it. */
export interface TranscriptLine {
  role: "assistant" | "user";
  text: string;
  /** False while the speaker is still talking: the words may still change. */
  final: boolean;
}

const none: readonly TranscriptLine[] = [];

const isTranscript = (message: ServerMessage): message is TranscriptMessage =>
  message.type === "transcript" || message.type === 'transcript[transcriptType="final"]';

/**
 * The turns with `message` applied: a partial (or the final) of the turn in progress rewrites it in place, anything
 * else starts a new turn. The platform sends a partial for every few words and one final per utterance.
 */
export function addTranscript(
  lines: readonly TranscriptLine[],
  message: TranscriptMessage,
  limit: number,
): readonly TranscriptLine[] {
  const line: TranscriptLine = {
    role: message.role,
    text: message.transcript,
    final: message.transcriptType === "final",
  };
  const last = lines.at(-1);
  const next = last && last.role === line.role && !last.final ? [...lines.slice(0, -1), line] : [...lines, line];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

function transcriptStore(client: VoiceClient, limit: number) {
  let lines = none;
  return {
    subscribe: (onChange: () => void) => {
      const set = (next: readonly TranscriptLine[]) => {
        lines = next;
        onChange();
      };
      const offs = [
        // A new call starts a new conversation; the last one stays readable until then.
        client.on("status", (status) => {
          if (status === "connecting") set(none);
        }),
        client.on("message", (message) => {
          if (isTranscript(message)) set(addTranscript(lines, message, limit));
        }),
      ];
      return () => offs.forEach((off) => off());
    },
    get: () => lines,
  };
}

/**
 * The conversation of the nearest VoiceProvider's call as it is transcribed, oldest first: each turn once, its words
 * updated as partial transcripts arrive (`final` false) until the final one. For live captions, show the last line;
 * for a chat-style log, all of them. Kept to the last `limit` turns (default 50), and cleared when the next call
 * starts connecting. A component using it re-renders on every partial, so keep it to the part that draws the words.
 */
export function useVoiceTranscript({ limit = 50 }: { limit?: number } = {}): readonly TranscriptLine[] {
  const client = useVoiceClient();
  const store = useMemo(() => transcriptStore(client, limit), [client, limit]);
  return useSyncExternalStore(store.subscribe, store.get, () => none);
}
