// The site's two variable fonts, cut down to what an English-language site shows: the first paint waits for them,
// so every byte here is on the way to the largest paint. Written by the `fontSubsets` Vite plugin (vite.config.ts)
// from the @fontsource-variable packages into ./generated (ignored by git), where fonts.css finds them.
// Characters outside a face's range fall back to the next font in the stack.
import { createRequire } from "node:module";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Code points as `unicode-range` spans: [first, last]. */
type Span = readonly [number, number];

/** Printable ASCII, and the typographic punctuation, arrows and currency our copy uses. */
const punctuation: Span[] = [
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
];
const ascii: Span[] = [[0x20, 0x7e]];
/** Latin-1: the accented letters of Western European names a visitor types, and £ © · × é … */
const latin1: Span[] = [[0xa0, 0xff]];

export interface FontSubset {
  /** The file written into ./generated (the name fonts.css asks for). */
  file: string;
  /** Where the full Latin face comes from. */
  source: string;
  spans: readonly Span[];
}

export const fontSubsets: readonly FontSubset[] = [
  // Body text and what visitors type into the forms.
  {
    file: "inter-latin.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    spans: [...ascii, ...latin1, ...punctuation],
  },
  // The other Latin letters of names a visitor may type (Ł, Ś, Ğ …): fetched only by a page that shows one, never
  // preloaded, so a name is drawn in one typeface.
  {
    file: "inter-latin-ext.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
    spans: [
      [0x100, 0x24f],
      [0x1e00, 0x1e9f],
      [0x1ef2, 0x1eff],
    ],
  },
  // Headings and figures: only our own copy, so ASCII and punctuation (£ and accents come from Inter).
  {
    file: "space-grotesk-latin.woff2",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    spans: [...ascii, ...punctuation],
  },
];

/** The weights the site sets (font-normal to font-bold): the variable axis is cut to this range. */
export const weightRange = { min: 400, max: 700 } as const;

/** A face's `unicode-range` descriptor, e.g. `U+20-7E, U+2013-2014`. */
export function unicodeRange(spans: readonly Span[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return spans.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(", ");
}

function characters(spans: readonly Span[]): string {
  let text = "";
  for (const [first, last] of spans) for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

/**
 * Writes each subset into `folder` unless a file newer than its source (and this module) is already there. Several
 * Vite servers start at once in a test run: each file is written under a temporary name and renamed into place, so
 * no reader ever sees half a font.
 */
export async function writeFontSubsets(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const definition = await stat(new URL(import.meta.url)).catch(() => undefined);
  await Promise.all(
    fontSubsets.map(async (subset) => {
      const sourcePath = require.resolve(subset.source);
      const target = path.join(folder, subset.file);
      const [source, written] = await Promise.all([stat(sourcePath), stat(target).catch(() => undefined)]);
      const newest = Math.max(source.mtimeMs, definition?.mtimeMs ?? 0);
      if (written && written.mtimeMs >= newest) return;
      const font = await subsetFont(await readFile(sourcePath), characters(subset.spans), {
        targetFormat: "woff2",
        variationAxes: { wght: weightRange },
      });
      const temporary = `${target}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, font);
      await rename(temporary, target);
    }),
  );
}
