// The Storybook house rules (ui/docs/how-we-write-stories.mdx), checked on every story file's source: what a
// designer sees first must be a state, not a test, and every primitive must be explorable.
import { globSync, readFileSync } from "node:fs";
import { loadCsf } from "storybook/internal/csf-tools";
import { describe, expect, it } from "vitest";

const storyFiles = globSync("{ui,pages}/**/*.stories.tsx").sort();
const sources = storyFiles.map((file) => {
  const code = readFileSync(file, "utf8");
  const csf = loadCsf(code, { fileName: file, makeTitle: (title) => title }).parse();
  return { file, code, csf };
});

/** The source text of one annotation of one story (`play`, `argTypes` …), or undefined. */
function annotation(source: (typeof sources)[number], story: string, key: string): string | undefined {
  const node = source.csf._storyAnnotations[story]?.[key];
  return node ? source.code.slice(node.start ?? 0, node.end ?? 0) : undefined;
}

describe("story files", () => {
  it("are found", () => {
    expect(storyFiles.length).toBeGreaterThan(50);
  });

  it.each(sources.map((source) => [source.file, source]))("%s: a group and the component's name", (_, source) => {
    expect(source.csf.meta?.title).toMatch(/^(UI|Sections|Pages)(\/[A-Z][A-Za-z0-9]*)+$/);
  });

  it.each(sources.map((source) => [source.file, source]))(
    "%s: Default first, and it does not interact",
    (_, source) => {
      expect(Object.keys(source.csf._stories)[0]).toBe("Default");
      expect(annotation(source, "Default", "play") ?? "").not.toMatch(/userEvent|fireEvent|\.click\(|scrollTo/);
    },
  );

  it.each(sources.map((source) => [source.file, source]))("%s: test-only stories stay out of docs", (_, source) => {
    for (const story of source.csf.stories) {
      if (story.tags?.includes("test-case")) expect(story.tags, story.name).toContain("!autodocs");
    }
  });

  it.each(sources.map((source) => [source.file, source]))(
    "%s: no story in the designer's sidebar has a play function",
    (_, source) => {
      // Docs pages, Chromatic's first frame and a designer's first look never run a play function: a state reached
      // by clicking is shown through args, and a play function only tests, in a story tagged "test-case".
      const metaTags = source.csf.meta?.tags ?? [];
      const inSidebar = Object.entries(source.csf._stories).filter(
        ([, story]) => ![...metaTags, ...(story.tags ?? [])].includes("test-case"),
      );
      const withPlay = inSidebar.filter(([, story]) => story.tags?.includes("play-fn")).map(([name]) => name);
      expect(withPlay).toEqual([]);
      expect(source.csf._metaAnnotations.play, "a play function on the meta runs in every story").toBeUndefined();
    },
  );

  const primitives = sources.filter((source) => source.file.startsWith("ui/primitives/"));
  it.each(primitives.map((source) => [source.file, source]))("%s: a Playground with controls", (_, source) => {
    expect(annotation(source, "Playground", "argTypes")).toMatch(/control/);
  });
});

describe("exported components", () => {
  const allStories = sources.map((source) => source.code).join("\n");
  const componentFiles = globSync("ui/{primitives,sections,vignettes}/**/*.tsx").filter(
    (file) => !file.endsWith(".stories.tsx") && !file.includes(".test.") && !file.includes("/testing"),
  );
  const exported = componentFiles.flatMap((file) => {
    const code = readFileSync(file, "utf8");
    const declared = [...code.matchAll(/export function ([A-Z]\w*)/g)].map((match) => match[1]);
    const listed = [...code.matchAll(/export \{([^}]*)\}/g)]
      .flatMap((match) => (match[1] ?? "").split(","))
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name) && !name.startsWith("type "));
    return [...declared, ...listed].map((name) => [name, file] as const);
  });

  it.each(exported)("%s (%s) is shown in a story", (name) => {
    expect(allStories).toMatch(new RegExp(`<${name}[\\s>]|component: ${name},`));
  });
});

describe("Foundations pages", () => {
  const pages = globSync("ui/docs/*.mdx").sort();
  it.each(pages)("%s points only at things in this repository", (file) => {
    // A reader of the docs has this repository, not the folders its requirements once came from.
    expect(readFileSync(file, "utf8")).not.toMatch(/\bshared\/|CONVENTIONS\.md|\/work\//);
  });
});
