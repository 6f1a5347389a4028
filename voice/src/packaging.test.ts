// The published package as a consumer gets it: `npm pack` of dist/ (built by `npm run build:voice`, which
// `npm test` runs first), installed offline into a fresh project outside the monorepo, type-checked and imported
// there, and `/testing` bundled for the browser.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const voiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRequire = createRequire(path.join(voiceDir, "..", "package.json"));
const tsc = repoRequire.resolve("typescript/bin/tsc");
const manifest = JSON.parse(readFileSync(path.join(voiceDir, "package.json"), "utf8")) as {
  peerDependencies: Record<string, string>;
};
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

let consumer = "";
let files: string[] = [];

beforeAll(() => {
  consumer = mkdtempSync(path.join(tmpdir(), "parley-voice-consumer-"));
  if (!existsSync(path.join(voiceDir, "dist/index.js"))) throw new Error("run `npm run build:voice` first");
  const [packed] = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", consumer], voiceDir)) as {
    filename: string;
    files: { path: string }[];
  }[];
  files = packed?.files.map((file) => file.path) ?? [];
  writeFileSync(
    path.join(consumer, "package.json"),
    JSON.stringify({
      name: "consumer",
      private: true,
      dependencies: { "@parley/voice": `file:./${packed?.filename}` },
    }),
  );
  // Peers are the app's to install: here the ones this repository installed (no registry needed).
  run("npm", ["install", "--offline", "--legacy-peer-deps", "--no-audit", "--no-fund", "--ignore-scripts"], consumer);
  for (const peer of Object.keys(manifest.peerDependencies)) {
    mkdirSync(path.dirname(path.join(consumer, "node_modules", peer)), { recursive: true });
    symlinkSync(path.dirname(repoRequire.resolve(`${peer}/package.json`)), path.join(consumer, "node_modules", peer));
  }
}, 180_000);

afterAll(() => rmSync(consumer, { recursive: true, force: true }));

describe("the packed @parley/voice", () => {
  it("ships every export's files, and nothing an export condition or source map points at is missing", () => {
    const installed = path.join(consumer, "node_modules/@parley/voice");
    const { exports } = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")) as {
      exports: Record<string, string | Record<string, string>>;
    };
    const targets = Object.values(exports).flatMap((entry) =>
      typeof entry === "string" ? [entry] : Object.values(entry),
    );
    for (const target of targets) expect(files, `${target} is in the tarball`).toContain(target.replace(/^\.\//, ""));
    const maps = files.filter((file) => file.endsWith(".map"));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const { sources, sourcesContent } = JSON.parse(readFileSync(path.join(installed, map), "utf8")) as {
        sources: string[];
        sourcesContent?: string[];
      };
      expect(sourcesContent?.length, `${map} carries its sources`).toBe(sources.length);
    }
  });

  it("type-checks and imports @parley/voice and @parley/voice/testing in a fresh project", () => {
    writeFileSync(
      path.join(consumer, "app.ts"),
      [
        'import { createRestClient, createVoiceClient, type RestClient } from "@parley/voice";',
        'import { createFakeDaily, createFakeVoiceClient } from "@parley/voice/testing";',
        'import { startEmulator } from "@parley/voice/testing/emulator";',
        "const api: RestClient = createRestClient({ token: 't' });",
        "const voice = createVoiceClient({ token: 't', daily: createFakeDaily() });",
        "const fake = createFakeVoiceClient();",
        "const emulator = await startEmulator();",
        "console.log(typeof api.evals.list, typeof voice.start, typeof fake.connect, emulator.url.startsWith('http'));",
        "await emulator.close();",
      ].join("\n"),
    );
    writeFileSync(
      path.join(consumer, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "ESNext",
          moduleResolution: "bundler",
          lib: ["ES2023", "DOM"],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ["app.ts"],
      }),
    );
    expect(run(process.execPath, [tsc, "-p", "."], consumer)).toBe("");
    const js = readFileSync(path.join(consumer, "app.ts"), "utf8").replace(/: RestClient/, "");
    writeFileSync(path.join(consumer, "app.mjs"), js.replace(/, type RestClient/, ""));
    expect(run(process.execPath, ["app.mjs"], consumer).trim()).toBe("function function function true");
  }, 180_000);

  it("bundles @parley/voice/testing for the browser with no node: import", async () => {
    writeFileSync(
      path.join(consumer, "browser.js"),
      'import { createFakeDaily, createFakeVoiceClient } from "@parley/voice/testing";\nconsole.log(createFakeDaily, createFakeVoiceClient);\n',
    );
    // Vite's bundler, as an app would use it; a node: import would stay in the output as an external import.
    const result = await build({
      cwd: consumer,
      input: path.join(consumer, "browser.js"),
      write: false,
      platform: "browser",
      logLevel: "silent",
      output: { format: "esm", codeSplitting: false },
    });
    const code = result.output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
    expect(code).toContain("createFakeVoiceClient");
    expect(code).not.toMatch(/["']node:/);
  });
});
