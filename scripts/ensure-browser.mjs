// Pre-test step: make sure a Chromium exists for the browser tests, installing Debian's package when we can.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findBrowser } from "./browser.mjs";

const found = findBrowser();
if (found) {
  console.log(`browser: ${found}`);
  process.exit(0);
}

const isDebian = existsSync("/etc/debian_version");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isDebian && isRoot) {
  console.log("browser: none found; installing Debian's chromium (apt-get install -y chromium)");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  const installed = findBrowser();
  if (installed) {
    console.log(`browser: ${installed}`);
    process.exit(0);
  }
}

console.error(
  [
    "No Chromium-family browser was found for the browser tests.",
    "Install one and run the tests again, for example:",
    "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
    "  macOS:          brew install --cask chromium   (or install Google Chrome)",
    "or point CHROME_PATH at an installed Chrome or Chromium binary: CHROME_PATH=/path/to/chrome npm test",
  ].join("\n"),
);
process.exit(1);
