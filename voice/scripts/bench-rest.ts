// `npm run bench:rest -w @parley/voice`: what the REST client costs a consumer.
// 1. Bundles (rolldown, minified) of (a) an app that only lists assistants, (b) one that uses POST /call/web
//    only, and (c) the whole client; prints raw and gzip sizes and fails if (a) carries another resource's paths.
// 2. Emits the REST client's declarations and times `tsc --extendedDiagnostics` on a six-line consumer file.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bundle, kb, scratchDir, voiceDir } from "./bundle-size.ts";

const voice = voiceDir;
const entry = path.join(voice, "src/index.ts");
const tsc = path.resolve(voice, "../node_modules/typescript/bin/tsc");
// Scratch space inside the repository's node_modules, so tsc resolves like a consumer would.
const scratch = scratchDir("bench-rest-");
const work = scratch.dir;

/** Paths of every resource but /assistant: none may appear in the assistants-only bundle. */
const OTHER_RESOURCE_PATHS = [
  "/squad",
  "/workflow",
  "/call",
  "/chat",
  "/campaign",
  "/session",
  "/phone-number",
  "/tool",
  "/knowledge-base",
  "/structured-output",
  "/file",
  "/test-suite",
  "/org",
  "/token",
  "/credential",
  "/template",
  "/voice-library",
  "/provider",
  "/analytics",
  "/v2/",
  "/11labs",
  "/voices/search",
];

const APPS = {
  "assistants list only": `import { createAssistantsApi, createHttp } from ${JSON.stringify(entry)};
export const listAssistants = (token) => createAssistantsApi(createHttp({ token })).list({ limit: 10 });`,
  "POST /call/web only": `import { createHttp, createWebCall } from ${JSON.stringify(entry)};
export const start = (token) => createWebCall(createHttp({ token }), { assistantId: "a" });`,
  "whole client": `import { createRestClient } from ${JSON.stringify(entry)};
export const client = (token) => createRestClient({ token });`,
};

console.log("Bundles (rolldown, minified, ESM):");
const sizes: Record<string, { raw: number; gzip: number }> = {};
for (const [name, source] of Object.entries(APPS)) {
  const { code, raw, gzip } = await bundle(work, name, source);
  sizes[name] = { raw, gzip };
  console.log(`  ${name.padEnd(22)} ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip`);
  if (name === "assistants list only") {
    const leaked = OTHER_RESOURCE_PATHS.filter((p) => code.includes(`"${p}`) || code.includes(`\`${p}`));
    if (!code.includes("/assistant")) throw new Error("the assistants bundle lost /assistant");
    if (leaked.length) throw new Error(`the assistants-only bundle contains other resources: ${leaked.join(", ")}`);
    console.log("    tree-shaking ok: no other resource's path in it");
  }
}

// Type cost: declarations as `tsc -p tsconfig.build.json` would ship them, then a six-line consumer.
// The same compiler options as a strict app's; --ignoreConfig keeps the repository's tsconfig out of it.
const TSC_OPTIONS = [
  ...["--target", "ES2022", "--lib", "ES2023,DOM", "--module", "ESNext", "--moduleResolution", "bundler", "--strict"],
];
const runTsc = (...args: string[]) =>
  execFileSync(process.execPath, [tsc, ...args, ...TSC_OPTIONS, "--skipLibCheck", "--ignoreConfig"], {
    cwd: work,
  }).toString();

const dts = path.join(work, "dts");
runTsc(
  path.join(voice, "src/rest/index.ts"),
  "--declaration",
  "--emitDeclarationOnly",
  "--outDir",
  dts,
  "--allowImportingTsExtensions",
  "--rewriteRelativeImportExtensions",
);
const dtsBytes = (function total(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const file = path.join(dir, name);
    return sum + (statSync(file).isDirectory() ? total(file) : name.endsWith(".d.ts") ? statSync(file).size : 0);
  }, 0);
})(dts);

const consumer = path.join(work, "consumer.ts");
writeFileSync(
  consumer,
  `import { createRestClient, type Assistant } from "./dts/index.js";
const api = createRestClient({ token: "t" });
const assistants: Assistant[] = await api.assistants.list({ limit: 5 });
const call = await api.calls.createWeb({ assistantId: assistants[0]?.id ?? "" });
console.log(call.webCallUrl);
export {};
`,
);
const RUNS = 5;
type Diagnostics = Record<"total" | "check" | "types" | "files", number>;
function diagnostics(file: string): Diagnostics {
  const out = runTsc(file, "--noEmit", "--extendedDiagnostics");
  const read = (label: string) => Number(new RegExp(`${label}:\\s+([\\d.]+)`).exec(out)?.[1]);
  return { total: read("Total time"), check: read("Check time"), types: read("Types"), files: read("Files") };
}
const median = (runs: Diagnostics[]): Diagnostics => {
  const mid = (key: keyof Diagnostics) => runs.map((r) => r[key]).sort((a, b) => a - b)[runs.length >> 1] ?? NaN;
  return { total: mid("total"), check: mid("check"), types: mid("types"), files: mid("files") };
};
const baselineFile = path.join(work, "baseline.ts");
writeFileSync(baselineFile, "export const nothing = 0;\n");
// Interleaved, so that load from other processes on a shared machine hits both sides alike.
const samples = Array.from({ length: RUNS }, () => [diagnostics(consumer), diagnostics(baselineFile)] as const);
const ours = median(samples.map(([consumerRun]) => consumerRun));
const baseline = median(samples.map(([, baselineRun]) => baselineRun));
console.log(`\nTypes: ${kb(dtsBytes)} of .d.ts for the REST client`);
console.log(`  tsc --extendedDiagnostics, median of ${RUNS}, interleaved (lib ES2023 + DOM in both):`);
console.log(
  `    six-line consumer: total ${ours.total} s, check ${ours.check} s, ${ours.types} types, ${ours.files} files`,
);
console.log(`    empty file:        total ${baseline.total} s, check ${baseline.check} s, ${baseline.types} types`);
const delta = (a: number, b: number) => (a - b).toFixed(2);
console.log(
  `    our types add:     total ${delta(ours.total, baseline.total)} s, check ${delta(ours.check, baseline.check)} s`,
);
console.log(`  (the official SDK's 1.9 MB generated .d.ts takes ~1.4 s for the same six lines)`);

scratch.dispose();
