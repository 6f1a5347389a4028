// The published package as a consumer gets it: `npm pack` of dist/ (built by `npm run build:voice`, which
// `npm test` runs first), installed offline into a fresh project outside the monorepo, type-checked there with the
// oldest and the newest TypeScript of the supported range and imported, `/testing` bundled for the browser, and
// linted by publint and @arethetypeswrong/cli (both work offline: they pack with npm and read the tarball).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { build } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const voiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRequire = createRequire(path.join(voiceDir, "..", "package.json"));
const manifest = JSON.parse(readFileSync(path.join(voiceDir, "package.json"), "utf8")) as {
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
/**
 * The supported TypeScript range (package.json's peer dependency) is tested at both ends: its oldest release (the
 * `typescript-oldest` workspace in scripts/, which nests TypeScript 5.0.4) and the repository's own, the newest.
 */
const SUPPORTED_TYPESCRIPT = ">=5.0";
const compilers = {
  "5.0.4": createRequire(repoRequire.resolve("typescript-oldest/package.json")).resolve("typescript/bin/tsc"),
  newest: repoRequire.resolve("typescript/bin/tsc"),
};
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

let consumer = "";
let tarball = "";
let files: string[] = [];

beforeAll(() => {
  consumer = mkdtempSync(path.join(tmpdir(), "parley-voice-consumer-"));
  if (!existsSync(path.join(voiceDir, "dist/index.js"))) throw new Error("run `npm run build:voice` first");
  const [packed] = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", consumer], voiceDir)) as {
    filename: string;
    files: { path: string }[];
  }[];
  files = packed?.files.map((file) => file.path) ?? [];
  tarball = path.join(consumer, packed?.filename ?? "");
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
  for (const peer of Object.keys(manifest.peerDependencies).filter((name) => name !== "typescript")) {
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

  it("type-checks with TypeScript 5.0 and the newest, and imports, @parley/voice and /testing in a fresh project", () => {
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
    expect(manifest.peerDependencies.typescript).toBe(SUPPORTED_TYPESCRIPT);
    expect(manifest.peerDependenciesMeta.typescript?.optional).toBe(true);
    for (const [version, tsc] of Object.entries(compilers))
      expect(run(process.execPath, [tsc, "-p", "."], consumer), `TypeScript ${version}`).toBe("");
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

  it("is clean for publint", async () => {
    const { messages, pkg } = await publint({ pkgDir: voiceDir, level: "suggestion", strict: true });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  }, 60_000);

  it("is clean for @arethetypeswrong/cli as the ESM-only package it is", () => {
    // esm-only: CommonJS `require` and the pre-exports node10 resolution are out of scope by design (README).
    const cli = path.dirname(repoRequire.resolve("@arethetypeswrong/cli/package.json"));
    const attw = path.join(cli, "dist/index.js"); // its bin (the package exports no entry point)
    const result = spawnSync(process.execPath, [attw, tarball, "--profile", "esm-only", "--format", "ascii"], {
      cwd: consumer,
      encoding: "utf8",
    });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  }, 60_000);
});
