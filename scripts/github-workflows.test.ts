// Workflow actions are pinned to commits: a tag can be moved to other code after review, a commit cannot. The
// comment after each keeps the release readable for whoever bumps it.
import { globSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const uses = globSync(".github/workflows/*.yml").flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/uses:\s*(\S+)(.*)$/gm)].map((match) => [file, match[1]!, match[2]!]),
);

it("finds the workflows' actions", () => {
  expect(uses.length).toBeGreaterThanOrEqual(4);
});

it.each(uses)("%s: %s is pinned to a commit, its release named beside it", (_, action, rest) => {
  expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  expect(rest).toMatch(/^ # v\d+\.\d+\.\d+$/);
});
