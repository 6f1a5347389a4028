// Chromatic's cloud is out of reach here, so its configuration is checked the way its CLI checks it (the CLI's own
// parser, which rejects unknown keys and wrong types) and the pull-request workflow is read for what TurboSnap needs.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getConfiguration } from "chromatic/node";
import { describe, expect, it } from "vitest";

describe("chromatic.config.json", () => {
  it("is accepted by the Chromatic CLI, with TurboSnap on and exit codes that mean what they say", async () => {
    const config = await getConfiguration("chromatic.config.json");
    expect(config).toMatchObject({
      onlyChanged: true,
      exitOnceUploaded: false, // wait for the build, so exitZeroOnChanges can fail the job on unreviewed changes
      exitZeroOnChanges: false,
      storybookBuildDir: "storybook-static",
    });
    expect(config.externals).toEqual(expect.arrayContaining(["public/**", "ui/styles/**"]));
  });

  it("a misspelt key is refused, so the check above can fail", async () => {
    const file = join(tmpdir(), `chromatic-typo-${process.pid}.json`);
    writeFileSync(file, JSON.stringify({ onlyChangd: true }));
    await expect(getConfiguration(file)).rejects.toThrow(/onlyChangd/);
  });
});

describe("the Chromatic workflow", () => {
  const workflow = readFileSync(".github/workflows/chromatic.yml", "utf8");

  it("builds Storybook with the stats file TurboSnap reads", () => {
    expect(workflow).toMatch(/build-storybook -- --stats-json/);
  });

  it("runs on the project's Node version", () => {
    expect(workflow).toMatch(/node-version-file: \.nvmrc/);
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe("24");
  });
});
