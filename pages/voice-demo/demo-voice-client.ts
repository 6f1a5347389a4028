import { createVoiceClient, type StartOptions, type VoiceClient } from "@parley/voice";
import { config } from "../config";
import { demoAssistantOverrides } from "../content";

/** What the live demo needs: a voice client and the assistant it calls. */
export type DemoVoice = { client: VoiceClient; assistantId: string };

/** The demo's voice client and assistant, or null when this build has no public key or assistant id. */
export function createDemoVoice(): DemoVoice | null {
  if (!config.voicePublicKey || !config.voiceAssistantId) return null;
  const client = createVoiceClient({ token: config.voicePublicKey, baseUrl: config.voiceApiUrl, daily: testDaily() });
  return { client, assistantId: config.voiceAssistantId };
}

/** SPEC §3: the assistant by id, started with the demo's greeting and model. */
export function demoStartOptions(assistantId: string): StartOptions {
  return { assistant: assistantId, assistantOverrides: demoAssistantOverrides };
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
