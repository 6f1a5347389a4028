// Where the Chromium used by every browser test lives. One place, shared by the test config and the pre-test step.
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** The first installed Chromium-family browser, or undefined. */
export function findBrowser() {
  return candidates.find((path) => path && existsSync(path));
}

/** Flags for a headless Chromium on a machine whose only network is loopback. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
];
