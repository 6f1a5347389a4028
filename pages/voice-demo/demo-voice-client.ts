import type { VoiceClient } from "@parley/voice";
import { config } from "../config";
import { loadOnce } from "../loading/load-once";
import type { MicrophoneCheck } from "./microphone-check";

/** What the live demo needs: the assistant it calls, its voice client, created on first use, and the microphone. */
export interface DemoVoice {
  assistantId: string;
  /** The voice client: created on the first call, the same one after that. */
  client: () => Promise<VoiceClient>;
  /** Asked before the first call starts; anything but "ok" offers the phone call instead (default: the browser's). */
  checkMicrophone?: () => Promise<MicrophoneCheck>;
}

/**
 * A demo setup whose client is created once, when first asked for (the SDK can then be fetched on the first click);
 * a failed attempt is retried by the next one.
 */
export function demoVoice(
  assistantId: string,
  createClient: () => VoiceClient | Promise<VoiceClient>,
  checkMicrophone?: () => Promise<MicrophoneCheck>,
): DemoVoice {
  return { assistantId, client: loadOnce(async () => createClient()).load, checkMicrophone };
}

/** The demo's voice setup, or null when this build has no public key or assistant id. */
export function createDemoVoice(): DemoVoice | null {
  if (!config.voicePublicKey || !config.voiceAssistantId) return null;
  const token = config.voicePublicKey;
  // The SDK is not part of the page's first load: it is fetched when the visitor first clicks the call button.
  return demoVoice(config.voiceAssistantId, () =>
    import("@parley/voice").then(({ createVoiceClient }) =>
      createVoiceClient({
        token,
        baseUrl: config.voiceApiUrl,
        daily: testDaily(),
        // Daily's call machine is then loaded as a script, not eval'd: the site's Content-Security-Policy has no
        // 'unsafe-eval' (server/site-policy.ts).
        callObjectOptions: { dailyConfig: { avoidEval: true } },
      }),
    ),
  );
}

/**
 * Test-only configuration: a build with `VITE_VOICE_TEST_DAILY=fake` swaps Daily for the shipped fake call object
 * (end-to-end tests drive it through `window.__parleyFakeDaily`). In every other build this branch is dead code and
 * the fake is not bundled.
 */
function testDaily() {
  if (import.meta.env.VITE_VOICE_TEST_DAILY !== "fake") return undefined;
  return () => import("./expose-fake-daily").then((module) => module.exposeFakeDaily());
}
