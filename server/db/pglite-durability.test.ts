// An acknowledged lead is on disk before its 201: on PGlite every commit must reach fdatasync(2). strace counts the
// system calls of a real process doing 100 single-row commits (before DurableNodeFS: 0 syncs).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const straceWorks = spawnSync("strace", ["-f", "-o", "/dev/null", "true"]).status === 0;
const dir = mkdtempSync(path.join(tmpdir(), "pglite-durability-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COMMITS = 100;

describe.skipIf(!straceWorks)("PGlite on disk (strace)", () => {
  it(`syncs at least once per commit: ${COMMITS} acknowledged inserts, at least ${COMMITS} fdatasync`, () => {
    const script = path.join(dir, "commits.mts");
    writeFileSync(
      script,
      `import { openPglite } from ${JSON.stringify(path.join(here, "pglite.ts"))};
const db = await openPglite(${JSON.stringify(path.join(dir, "data"))});
await db.exec("create table t (id serial primary key, v text)");
process.stderr.write("COMMITS-START\\n");
for (let i = 0; i < ${COMMITS}; i++) await db.transaction((tx) => tx.query("insert into t (v) values ($1)", ["row " + i]));
const { rows } = await db.query("select count(*)::int as n from t");
process.stderr.write("ROWS " + rows[0].n + "\\n");
await db.close();
`,
    );
    const log = path.join(dir, "strace.log");
    execFileSync(
      "strace",
      [
        "-f",
        "-qq",
        "-e",
        "trace=fsync,fdatasync,write",
        "-e",
        "write=2",
        "-o",
        log,
        process.execPath,
        "--import",
        "tsx",
        script,
      ],
      { cwd: path.join(here, "../.."), stdio: "ignore", timeout: 120_000 },
    );
    const trace = execFileSync("cat", [log], { encoding: "utf8" });
    // Only the syncs after the table exists: the inserts' own.
    const afterStart = trace.slice(trace.indexOf("COMMITS-START"));
    expect(afterStart).toContain(`ROWS ${COMMITS}`);
    const syncs = afterStart.split("\n").filter((line) => /\b(fsync|fdatasync)\(\d+\)\s+=\s+0/.test(line));
    expect(syncs.length).toBeGreaterThanOrEqual(COMMITS);
  }, 180_000);
});
