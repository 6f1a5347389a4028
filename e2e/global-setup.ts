// End-to-end tests run against the real thing: the production build, prerendered, served by `npm start`'s
// server in-process on a free port, over a fresh PGlite directory that the owner's export CLI can read.
// The build is configured for the voice demo against the local platform emulator, with the shipped fake Daily
// call object swapped in through the test-only `VITE_VOICE_TEST_DAILY` setting.
import { execSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { startEmulator, type Emulator } from "@parley/voice/testing/emulator";
import { startLeadsSite, type LeadsSite } from "../server/testing/e2e.ts";

export const e2eVoice = { publicKey: "e2e-public-key", assistantId: "asst_e2e_demo" } as const;
export const e2eAnalyticsPath = "/e2e-analytics.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The site's PGlite directory: `npm run leads -- export` reads it through the running server. */
    dataDir: string;
    /** The platform emulator the demo's voice client talks to. */
    emulatorUrl: string;
  }
}

let site: LeadsSite | undefined;
let emulator: Emulator | undefined;

export async function setup(project: TestProject) {
  emulator = await startEmulator({ token: e2eVoice.publicKey });
  execSync("npm run build", {
    stdio: "inherit",
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test, which Vite passes on: the build would carry React's development runtime.
      NODE_ENV: "production",
      VITE_VAPI_PUBLIC_KEY: e2eVoice.publicKey,
      VITE_VAPI_ASSISTANT_ID: e2eVoice.assistantId,
      VITE_VAPI_API_URL: emulator.url,
      VITE_VOICE_TEST_DAILY: "fake",
      // An analytics source, so consent gating is visible on the network (the tests answer it themselves).
      VITE_ANALYTICS_SRC: e2eAnalyticsPath,
    },
  });
  site = await startLeadsSite({ distDir: "dist" });
  project.provide("baseUrl", site.url);
  project.provide("dataDir", site.dataDir);
  project.provide("emulatorUrl", emulator.url);
}

export async function teardown() {
  await site?.close();
  await emulator?.close();
}
