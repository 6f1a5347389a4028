// The API reference (`npm run docs -w @parley/voice`, TypeDoc over the doc comments, written to voice/docs/api and
// not committed) builds from the package's entry points without a single warning: a type the public API refers to
// but does not export, or a broken link in the README, MIGRATING.md or CHANGELOG.md, fails here.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const voiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const typedoc = path.join(path.dirname(createRequire(import.meta.url).resolve("typedoc/package.json")), "bin/typedoc");
const out = mkdtempSync(path.join(tmpdir(), "parley-voice-api-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it("generates the API reference with no warning", () => {
  execFileSync(process.execPath, [typedoc, "--out", out, "--treatWarningsAsErrors"], {
    cwd: voiceDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const index = readFileSync(path.join(out, "index.html"), "utf8");
  expect(index).toContain("@parley/voice");
  for (const page of ["functions/index.createVoiceClient.html", "classes/index.RestApiError.html"])
    expect(existsSync(path.join(out, page)), page).toBe(true);
}, 120_000);
