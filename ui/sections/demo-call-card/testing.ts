import type { Speech } from "./read-aloud";

/**
 * A test double of the browser's speech synthesis (`window.speechSynthesis`), for stories and tests: headless
 * Chromium has no voices to speak with. Each queued utterance "starts" and "ends" in turn, `lineMs` apart, through
 * the utterance's own handlers, as the real API calls them; `cancel` drops the queue without an end event, as the
 * real one does. `spoken` records what was asked, in order; `voices` is what `getVoices` offers (none by default).
 */
export function fakeSpeech({
  lineMs = 120,
  voices = [],
}: { lineMs?: number; voices?: SpeechSynthesisVoice[] } = {}): Speech & { spoken: string[] } {
  let queue: SpeechSynthesisUtterance[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spoken: string[] = [];
  const next = () => {
    const utterance = queue[0];
    if (!utterance) return;
    spoken.push(utterance.text);
    utterance.onstart?.(new Event("start") as SpeechSynthesisEvent);
    timer = setTimeout(() => {
      queue.shift();
      utterance.onend?.(new Event("end") as SpeechSynthesisEvent);
      next();
    }, lineMs);
  };
  return {
    spoken,
    getVoices: () => voices,
    speak(utterance) {
      queue.push(utterance);
      if (queue.length === 1) next();
    },
    cancel() {
      clearTimeout(timer);
      queue = [];
    },
  };
}
