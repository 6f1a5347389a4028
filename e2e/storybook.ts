// The static Storybook, built once per test file and served from a temporary folder, and what a person sees of one
// story in it: the same measure taken on the story's own canvas and on its docs page.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Frame, Page } from "playwright";

export interface StaticStorybook {
  url: string;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain",
};

/**
 * `npm run build-storybook` into a fresh temporary folder, served over HTTP on a free port; `close` removes it.
 * STORYBOOK_STATIC_DIR names a build to serve instead (one made a moment ago by hand, say): it is not removed.
 */
export async function startStaticStorybook(): Promise<StaticStorybook> {
  const given = process.env.STORYBOOK_STATIC_DIR;
  const outDir = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), "parley-storybook-"));
  if (!given) {
    // Vitest's NODE_ENV=test would give the build React's development runtime (and its console warnings).
    execFileSync("npm", ["run", "build-storybook", "--", "--output-dir", outDir, "--quiet"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(outDir, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(outDir)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => response.writeHead(200, { "content-type": contentTypes[path.extname(file)] ?? "" }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      if (!given) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  importPath: string;
  tags?: string[];
}

/** Storybook's index of stories and docs pages. */
export async function readStoryIndex(storybook: StaticStorybook): Promise<IndexEntry[]> {
  const response = await fetch(new URL("index.json", storybook.url));
  const { entries } = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(entries);
}

/** What a person perceives of a rendered story: the text they can see, and what assistive technology reads. */
export interface Perceived {
  text: string;
  aria: string;
}

/**
 * The text under `root` that is on show: rendered (not display:none, visibility:hidden, opacity 0 or a skipped
 * content-visibility), with a size, and not cut off by an ancestor that clips its overflow (a scroll container
 * clips at its scrollable area: what scrolling reaches counts as seen). An ancestor clips only what it contains: a
 * fixed element escapes every ancestor up to its containing block (a transformed ancestor, say), as an absolutely
 * positioned one escapes the unpositioned ancestors. Written out in words, in document order.
 */
function visibleText(root: Element): string {
  const containsFixed = (style: CSSStyleDeclaration) =>
    style.transform !== "none" ||
    style.filter !== "none" ||
    style.backdropFilter !== "none" ||
    style.perspective !== "none" ||
    /paint|layout|strict|content/.test(style.contain) ||
    /transform|filter|perspective/.test(style.willChange);
  const clipsAway = (ancestor: Element, rect: DOMRect) => {
    const style = getComputedStyle(ancestor);
    const box = ancestor.getBoundingClientRect();
    const axis = (overflow: string, start: number, size: number, scrollStart: number, scrollSize: number) => {
      if (overflow === "visible") return [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
      if (overflow === "hidden" || overflow === "clip") return [start, start + size];
      return [start - scrollStart, start - scrollStart + Math.max(size, scrollSize)];
    };
    const [left, right] = axis(style.overflowX, box.left, box.width, ancestor.scrollLeft, ancestor.scrollWidth);
    const [top, bottom] = axis(style.overflowY, box.top, box.height, ancestor.scrollTop, ancestor.scrollHeight);
    return (
      rect.right <= (left ?? 0) || rect.left >= (right ?? 0) || rect.bottom <= (top ?? 0) || rect.top >= (bottom ?? 0)
    );
  };
  const onShow = (element: Element, rect: DOMRect) => {
    let current: Element = element;
    for (;;) {
      const position = getComputedStyle(current).position;
      let ancestor = current.parentElement;
      if (position === "fixed") {
        while (ancestor && !containsFixed(getComputedStyle(ancestor))) ancestor = ancestor.parentElement;
      } else if (position === "absolute") {
        while (ancestor) {
          const style = getComputedStyle(ancestor);
          if (style.position !== "static" || containsFixed(style)) break;
          ancestor = ancestor.parentElement;
        }
      }
      if (!ancestor || ancestor === document.body || ancestor === document.documentElement) return true;
      if (clipsAway(ancestor, rect)) return false;
      current = ancestor;
    }
  };
  const words: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
    const element = node.parentElement;
    if (!text || !element) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.some((rect) => onShow(element, rect))) words.push(text);
  }
  return words.join("\n");
}

/** Reads what is perceived under `selector` in the frame, once. */
export async function perceive(frame: Frame, selector: string): Promise<Perceived> {
  const root = frame.locator(selector).first();
  const text = await root.evaluate(visibleText);
  // React's generated ids (useId) count the components rendered before: a docs page numbers them differently.
  // A whole page's tree took more than 5 s to read on a loaded 2-core machine: the wait is for that, not a retry.
  const aria = (await root.ariaSnapshot({ timeout: 20_000 })).replace(/_r_[0-9a-z]+_|«r[0-9a-z]+»/g, "_r_id_");
  return { text, aria };
}

/**
 * Waits until the frame holds still: fonts loaded, every page band laid out (as when a person scrolls to it), and
 * no change to the document for `quietMs` (reduced motion: counters and carousels are at their final frame).
 */
export async function settle(frame: Frame, quietMs = 150, timeout = 10_000): Promise<void> {
  await frame.evaluate(
    async ({ quietMs, timeout }) => {
      document.documentElement.dataset.renderAll = "";
      await document.fonts.ready;
      await new Promise<void>((resolve) => {
        const started = performance.now();
        const done = () => {
          observer.disconnect();
          resolve();
        };
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, performance.now() - started > timeout ? 0 : quietMs);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await document.fonts.ready;
    },
    { quietMs, timeout },
  );
}

/** What is perceived under `selector` once the frame holds still. */
export async function settledPerception(frame: Frame, selector: string): Promise<Perceived> {
  await settle(frame);
  return perceive(frame, selector);
}

/**
 * Waits until a preview frame shows its story (or an error): Storybook has shown its main area and the story has
 * put something in the root or, for a dialog, in a portal beside it.
 */
export async function storyOnShow(frame: Frame): Promise<void> {
  await frame.waitForFunction(() => {
    const { body } = document;
    if (body.classList.contains("sb-show-errordisplay")) return true;
    if (!body.classList.contains("sb-show-main")) return false;
    const own = (element: Element) =>
      element.id.startsWith("storybook-") || [...element.classList].some((name) => name.startsWith("sb-"));
    return (
      (document.getElementById("storybook-root")?.childElementCount ?? 0) > 0 ||
      [...body.children].some((child) => !own(child) && child.tagName !== "SCRIPT")
    );
  });
}

/** The Storybook preview of one story, alone (the canvas a designer opens from the sidebar). */
export const canvasUrl = (storybook: StaticStorybook, id: string) =>
  new URL(`iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, storybook.url).href;

/** A docs page as the preview renders it (what the Docs tab shows). */
export const docsUrl = (storybook: StaticStorybook, id: string) =>
  new URL(`iframe.html?id=${encodeURIComponent(id)}&viewMode=docs`, storybook.url).href;

/** The first line where two readings part, with a line of context each side. */
export function firstDifference(expected: string, actual: string): string {
  const a = expected.split("\n");
  const b = actual.split("\n");
  const at = a.findIndex((line, index) => line !== b[index]);
  const index = at === -1 ? a.length : at;
  const around = (lines: string[]) => lines.slice(Math.max(0, index - 1), index + 2).join(" ⏎ ");
  return `canvas: ${around(a)}\n      docs:   ${around(b)}`;
}

/** The page's reduced-motion emulation and size, shared by the canvas and docs pages of one comparison. */
export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width: Math.round(width), height: Math.round(height) });
}
