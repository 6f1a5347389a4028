// Loaded only by builds made with VITE_VOICE_TEST_DAILY=fake (end-to-end tests); see demo-voice-client.ts.
import { createFakeDaily, type FakeDaily } from "@parley/voice/testing";

declare global {
  interface Window {
    __parleyFakeDaily?: FakeDaily;
  }
}

export function exposeFakeDaily(): FakeDaily {
  window.__parleyFakeDaily ??= createFakeDaily();
  return window.__parleyFakeDaily;
}
