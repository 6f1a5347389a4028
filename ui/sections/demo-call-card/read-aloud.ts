// Reads a sample call aloud with the browser's own speech synthesis: a line per utterance, a voice per speaker.
// Loaded only when a visitor presses Listen (the hero's code stays inside its budget).

/** The part of the Web Speech API this needs: `window.speechSynthesis`, or a test double of it. */
export type Speech = Pick<SpeechSynthesis, "speak" | "cancel" | "getVoices">;

export type ReadAloudLine = { speaker: string; text: string };

/**
 * Up to two English voices, British first (the site is British): the first speaker gets one and the second the
 * other. With one voice or none (the browser's default), the speakers differ by pitch instead.
 */
export function pickVoices(speech: Speech): (SpeechSynthesisVoice | undefined)[] {
  const english = speech.getVoices().filter((voice) => voice.lang.toLowerCase().startsWith("en"));
  const british = english.filter((voice) => voice.lang.toLowerCase() === "en-gb");
  const ordered = [...british, ...english.filter((voice) => !british.includes(voice))];
  return [ordered[0], ordered[1] ?? ordered[0]];
}

/**
 * Speaks `lines` in order. `onLine` is told the index of the line being spoken, `onDone` once when reading stops:
 * at the end, on an error (a browser without a voice) or when the returned function is called.
 */
export function readAloud(
  lines: readonly ReadAloudLine[],
  speech: Speech,
  { onLine, onDone }: { onLine: (index: number) => void; onDone: () => void },
): () => void {
  const speakers = [...new Set(lines.map((line) => line.speaker))];
  const voices = pickVoices(speech);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    onDone();
  };
  speech.cancel(); // anything still queued from an earlier press
  lines.forEach((line, index) => {
    const utterance = new SpeechSynthesisUtterance(line.text);
    const who = speakers.indexOf(line.speaker);
    const voice = voices[who % 2];
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    } else utterance.lang = "en-GB";
    if (voices[0] === voices[1]) utterance.pitch = who % 2 === 0 ? 1.15 : 0.9;
    utterance.onstart = () => {
      if (!finished) onLine(index);
    };
    utterance.onerror = finish;
    if (index === lines.length - 1) utterance.onend = finish;
    speech.speak(utterance);
  });
  return () => {
    finish();
    speech.cancel();
  };
}
