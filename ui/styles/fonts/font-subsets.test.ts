// The subset fonts: what fonts.css declares matches what is cut, every character of the site's copy is in the text
// face, and the files are really smaller than the faces they come from.
import { mkdtemp, readdir, readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontSubsets, unicodeRange, writeFontSubsets } from "./font-subsets";

const require = createRequire(import.meta.url);
const [inter, interExtended, spaceGrotesk] = fontSubsets;

/** Every string inside a value (objects, arrays), however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const covered = (spans: (typeof fontSubsets)[number]["spans"], code: number) =>
  spans.some(([first, last]) => code >= first && code <= last);

describe("font subsets", () => {
  it("fonts.css declares each face with exactly the range it was cut to", async () => {
    const css = await readFile(new URL("./fonts.css", import.meta.url), "utf8");
    for (const subset of fontSubsets) {
      const face = css
        .split("@font-face")
        .find((block) => block.includes(`./generated/${subset.file}`))
        ?.replace(/\s+/g, " ");
      expect(face, subset.file).toMatch(
        new RegExp(`unicode-range: ${unicodeRange(subset.spans).replace(/\+/g, "\\+")};`),
      );
    }
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x2022, 0x2022],
      ]),
    ).toBe("U+20-7E, U+2022");
  });

  it("the text face has every character of the site's copy (headings fall back to it)", () => {
    const modules = import.meta.glob(["../../../pages/content/*.ts", "!**/*.test.*"], { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(8);
    const copy = Object.values(modules).flatMap(strings).join("");
    expect(copy.length).toBeGreaterThan(10_000);
    const missing = [...new Set(copy)].filter(
      (char) => !/\s/.test(char) && !covered(inter!.spans, char.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
    // So the check can fail: the display face leaves out accents and £, which Inter then draws.
    expect(covered(spaceGrotesk!.spans, "£".codePointAt(0)!)).toBe(false);
    // A name typed by a visitor stays in one typeface: Inter or its extended face has every letter.
    const name = "Łukasz Śląsk Ğül Øster Þór Dvořák";
    const missingFromName = [...name].filter(
      (char) => !/\s/.test(char) && ![inter!, interExtended!].some((face) => covered(face.spans, char.codePointAt(0)!)),
    );
    expect(missingFromName).toEqual([]);
  });

  it("writes every face as WOFF2, smaller than the face it comes from, and only once", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "fonts-"));
    await writeFontSubsets(folder);
    for (const subset of fontSubsets) {
      const written = await readFile(path.join(folder, subset.file));
      expect(written.subarray(0, 4).toString("latin1")).toBe("wOF2");
      const full = await stat(require.resolve(subset.source));
      // The two preloaded faces lose at least 30 %; the on-demand one only what the cut weights cost.
      expect(written.length).toBeLessThan(full.size * (subset === interExtended ? 1 : 0.7));
    }
    const first = await stat(path.join(folder, inter!.file));
    await writeFontSubsets(folder);
    expect((await stat(path.join(folder, inter!.file))).mtimeMs).toBe(first.mtimeMs);
  });

  it("several servers starting at once leave whole files and no temporary ones", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "fonts-"));
    await Promise.all([writeFontSubsets(folder), writeFontSubsets(folder), writeFontSubsets(folder)]);
    expect((await readdir(folder)).sort()).toEqual(fontSubsets.map((subset) => subset.file).sort());
    for (const subset of fontSubsets) {
      expect((await readFile(path.join(folder, subset.file))).subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
  });
});
