import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "check-node.cjs");
let folder = "";

/** The check as a newcomer's `npm start` runs it, in a copy of the repo whose .nvmrc asks for `wanted`. */
async function checkAgainst(wanted: string) {
  folder = mkdtempSync(path.join(tmpdir(), "check-node-"));
  mkdirSync(path.join(folder, "scripts"));
  copyFileSync(script, path.join(folder, "scripts/check-node.cjs"));
  writeFileSync(path.join(folder, ".nvmrc"), `${wanted}\n`);
  return run(process.execPath, [path.join(folder, "scripts/check-node.cjs")]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the first-run Node check", () => {
  it("says nothing and lets a new enough Node through", async () => {
    const running = process.versions.node.split(".")[0]!;
    expect(await checkAgainst(running)).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });

  it("stops an older Node with one line naming the version needed and how to get it", async () => {
    const result = await checkAgainst("99");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `Parley needs Node 99 or newer, this is Node ${process.versions.node}: run \`nvm install\` (it reads .nvmrc) or install Node 99 from nodejs.org, then try again.\n`,
    );
  });
});

describe("npm install on an older Node", () => {
  const read = (file: string) => readFileSync(path.join(import.meta.dirname, "..", file), "utf8");
  const pkg = JSON.parse(read("package.json")) as {
    name: string;
    engines: { node: string; "how-to-get-node": string };
  };

  it("is held to the same Node: engine-strict, engines matching .nvmrc", () => {
    expect(pkg.engines.node).toBe(`>=${read(".nvmrc").trim()}`);
    expect(read(".npmrc").split("\n")).toContain("engine-strict=true");
  });

  // npm checks engines before it runs any of the project's code, so its own error is what a newcomer sees: the
  // engines field carries the how-to, which npm prints in that error.
  it("stops within seconds, before downloading anything, and says how to get the Node it needs", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "npm-install-"));
    // The project's own engines and .npmrc, with a Node from the future asked for.
    const newer = { name: pkg.name, version: "0.0.0", private: true, engines: { ...pkg.engines, node: ">=99" } };
    writeFileSync(path.join(folder, "package.json"), JSON.stringify(newer));
    copyFileSync(path.join(import.meta.dirname, "..", ".npmrc"), path.join(folder, ".npmrc"));
    const started = performance.now();
    const result = await run("npm", ["install"], { cwd: folder }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("EBADENGINE");
    expect(result.stderr).toContain(pkg.engines["how-to-get-node"]);
    expect(readdirSync(folder).sort()).toEqual([".npmrc", "package.json"]); // nothing installed
  }, 30_000);
});
