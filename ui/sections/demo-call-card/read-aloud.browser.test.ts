// Reading the sample call aloud, in a real browser's SpeechSynthesisUtterance, with a double of the synthesiser
// (headless Chromium has no voices): the order of lines, a voice per speaker, and Stop.
import { describe, expect, it, vi } from "vitest";
import { pickVoices, readAloud } from "./read-aloud";
import { fakeSpeech } from "./testing";

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;
const lines = [
  { speaker: "Caller", text: "Do you have group rates?" },
  { speaker: "Assistant", text: "Yes: 15% off from ten." },
  { speaker: "Caller", text: "Great." },
];

/** Every utterance the double was given, by listening to what reaches `speak`. */
function spy(speech: ReturnType<typeof fakeSpeech>) {
  const given: SpeechSynthesisUtterance[] = [];
  const speak = speech.speak.bind(speech);
  speech.speak = (utterance) => {
    given.push(utterance);
    speak(utterance);
  };
  return given;
}

describe("readAloud", () => {
  it("speaks every line in order, tells which is being spoken, and says when it is done, once", async () => {
    const speech = fakeSpeech({ lineMs: 10 });
    const onLine = vi.fn<(index: number) => void>();
    const onDone = vi.fn();
    readAloud(lines, speech, { onLine, onDone });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(speech.spoken).toEqual(lines.map((line) => line.text));
    expect(onLine.mock.calls.map(([index]) => index)).toEqual([0, 1, 2]);
  });

  // A real SpeechSynthesisVoice cannot be made in a test (and utterances take no other), so the choice is checked
  // on its own.
  it("picks a voice per speaker, British English first, and repeats the one voice there is", () => {
    const uk = voice("UK", "en-GB");
    const us = voice("US", "en-US");
    expect(pickVoices(fakeSpeech({ voices: [us, voice("French", "fr-FR"), uk] }))).toEqual([uk, us]);
    expect(pickVoices(fakeSpeech({ voices: [us] }))).toEqual([us, us]);
    expect(pickVoices(fakeSpeech())).toEqual([undefined, undefined]);
  });

  it("with one voice or none, tells the speakers apart by pitch", () => {
    const speech = fakeSpeech();
    const given = spy(speech);
    readAloud(lines, speech, { onLine: () => {}, onDone: () => {} });
    expect(given.map((utterance) => utterance.pitch)).toEqual([1.15, 0.9, 1.15].map(Math.fround));
    expect(given.every((utterance) => utterance.lang === "en-GB")).toBe(true);
  });

  it("stops at once when asked: nothing more is spoken and done is said once", async () => {
    const speech = fakeSpeech({ lineMs: 40 });
    const onDone = vi.fn();
    const stop = readAloud(lines, speech, { onLine: () => {}, onDone });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(speech.spoken).toEqual([lines[0]!.text]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("ends on an error (a browser with no voice to speak with)", () => {
    const speech = fakeSpeech();
    const given = spy(speech);
    const onDone = vi.fn();
    readAloud(lines, speech, { onLine: () => {}, onDone });
    given[0]!.onerror?.(new Event("error") as SpeechSynthesisErrorEvent);
    expect(onDone).toHaveBeenCalledOnce();
  });
});
