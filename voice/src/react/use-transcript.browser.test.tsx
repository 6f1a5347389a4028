import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderHook } from "vitest-browser-react";
import type { TranscriptMessage } from "../call/messages.ts";
import { createFakeVoiceClient } from "../testing/call-doubles/index.ts";
import { useVoice } from "./use-voice.ts";
import { useVoiceTranscript } from "./use-transcript.ts";
import { VoiceProvider } from "./voice-provider.tsx";

const said = (
  role: TranscriptMessage["role"],
  transcript: string,
  transcriptType: TranscriptMessage["transcriptType"] = "final",
): TranscriptMessage => ({ type: "transcript", role, transcriptType, transcript });

async function renderTranscript(limit?: number) {
  const client = createFakeVoiceClient();
  const wrapper = ({ children }: { children: ReactNode }) => <VoiceProvider client={client}>{children}</VoiceProvider>;
  const hook = await renderHook(
    () => ({ voice: useVoice({ assistant: "asst_demo" }), lines: useVoiceTranscript({ limit }) }),
    { wrapper },
  );
  return { client, ...hook };
}

describe("useVoiceTranscript", () => {
  it("keeps each turn once: partials rewrite the turn in progress, its final closes it", async () => {
    const { client, result, act } = await renderTranscript();
    await act(() => result.current.voice.start());
    expect(result.current.lines).toEqual([]);
    await act(() => client.message(said("assistant", "Hi, I'm", "partial")));
    await act(() => client.message(said("assistant", "Hi, I'm Parley's assistant", "partial")));
    expect(result.current.lines).toEqual([{ role: "assistant", text: "Hi, I'm Parley's assistant", final: false }]);
    await act(() => client.message(said("assistant", "Hi, I'm Parley's assistant.")));
    await act(() => client.message(said("user", "We run", "partial")));
    await act(() => client.message(said("user", "We run twelve conferences a year.")));
    // A second utterance by the same speaker is a new turn, not a rewrite of the closed one.
    await act(() => client.message(said("user", "Mostly in Manchester.")));
    expect(result.current.lines).toEqual([
      { role: "assistant", text: "Hi, I'm Parley's assistant.", final: true },
      { role: "user", text: "We run twelve conferences a year.", final: true },
      { role: "user", text: "Mostly in Manchester.", final: true },
    ]);
  });

  it("reads the platform's final-only message type and ignores every other message", async () => {
    const { client, result, act } = await renderTranscript();
    await act(() => result.current.voice.start());
    await act(() => {
      client.message({ ...said("assistant", "Welcome."), type: 'transcript[transcriptType="final"]' });
      client.message({ type: "speech-update", status: "started", role: "user" });
      client.message({ type: "unknown", originalType: "hang", data: {} });
    });
    expect(result.current.lines).toEqual([{ role: "assistant", text: "Welcome.", final: true }]);
  });

  it("keeps the last `limit` turns, stays readable after the call and clears when the next call connects", async () => {
    const { client, result, act } = await renderTranscript(2);
    await act(() => result.current.voice.start());
    await act(() => {
      for (const text of ["One.", "Two.", "Three."]) client.message(said("user", text));
    });
    expect(result.current.lines.map((line) => line.text)).toEqual(["Two.", "Three."]);
    await act(() => result.current.voice.stop());
    expect(result.current.lines.map((line) => line.text)).toEqual(["Two.", "Three."]);
    await act(() => result.current.voice.start());
    expect(result.current.lines).toEqual([]);
  });
});
