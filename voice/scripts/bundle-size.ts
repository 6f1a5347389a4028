// Shared by the voice benchmarks: bundle a tiny consumer app the way an app bundler would (rolldown, minified
// ESM, Daily and React external) and report its size.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "rolldown";

export const voiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** A scratch directory inside the repository's node_modules (ignored by git), so imports resolve like a consumer's. */
export function scratchDir(prefix: string): { dir: string; dispose: () => void } {
  const cache = path.resolve(voiceDir, "../node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, prefix));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Bundles `source` (an ES module) and returns the code with its raw and gzip -9 sizes in bytes. */
export async function bundle(workDir: string, name: string, source: string) {
  const input = path.join(workDir, `${name.replace(/\W+/g, "-")}.js`);
  writeFileSync(input, source);
  const output = await build({
    input,
    write: false,
    platform: "browser",
    external: ["@daily-co/daily-js", "react"],
    output: { format: "esm", minify: true, codeSplitting: false },
  });
  const code = output.output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
  return { code, raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}
