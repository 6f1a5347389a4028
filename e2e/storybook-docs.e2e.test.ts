// Every story that appears on a docs page shows there what it shows on its own canvas. Docs pages, like Chromatic
// and the designer's first look, never run a play function, and they render a page's stories side by side: a state
// reached by clicking, a fixed bar, a dialog that covers the page or a story that leans on the one before it shows
// differently there. Compared after fonts load and motion settles (reduced motion): the text a person can see and
// the accessibility tree, on the static Storybook build. Also: the Playground controls of the sliders change them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright";
import { launchBrowser } from "./browser.ts";
import {
  canvasUrl,
  docsUrl,
  firstDifference,
  readStoryIndex,
  perceive,
  settle,
  settledPerception,
  storyOnShow,
  startStaticStorybook,
  type IndexEntry,
  type Perceived,
  type StaticStorybook,
} from "./storybook.ts";

/** The docs page's own size; a story in its own frame on the page gets that frame's size on its canvas too. */
const docsViewport = { width: 1280, height: 800 };

let storybook: StaticStorybook;
let browser: Browser;

beforeAll(async () => {
  storybook = await startStaticStorybook();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

const openPage = async () => {
  const context = await browser.newContext({ viewport: docsViewport, reducedMotion: "reduce" });
  return context.newPage();
};

type Size = { width: number; height: number };

/** What Storybook's preview reports once it has shown a story (or failed to). */
const storyShown = ["storyRendered", "storyErrored", "storyMissing", "storyThrewException"];
const docsShown = ["docsRendered", "storyErrored", "storyMissing", "storyThrewException"];

/**
 * One story's canvas, read at the given size. `fresh` loads the preview for it, as a docs page's frame does;
 * otherwise it is selected in the preview already open, as the sidebar does (see `select`).
 */
async function onCanvas(page: Page, id: string, size: Size, fresh: boolean): Promise<Perceived> {
  const viewport = page.viewportSize();
  if (viewport?.width !== size.width || viewport.height !== size.height) await page.setViewportSize(size);
  if (fresh) await page.goto("about:blank");
  await select(page, id, "story");
  await storyOnShow(page.mainFrame());
  // A story that fails to render fails the same way on its docs page: that is no likeness, it is an error.
  const error = await page.evaluate(() =>
    document.body.classList.contains("sb-show-errordisplay")
      ? document.querySelector<HTMLElement>(".sb-errordisplay")?.innerText.split("\n")[0] || "an error"
      : undefined,
  );
  if (error !== undefined) throw new StoryError(`${id}: fails to render: ${error}`);
  return settledPerception(page.mainFrame(), "body");
}

class StoryError extends Error {}

const shown = () => true;
const notShown = () => false;

/**
 * Opens a story or docs page in the page's preview: the first time by loading the preview, then by selecting it
 * there as the manager's sidebar does (the preview unmounts what it showed and renders the next), which is several
 * times quicker than loading the preview again.
 */
async function select(page: Page, id: string, viewMode: "story" | "docs"): Promise<void> {
  const url = viewMode === "story" ? canvasUrl(storybook, id) : docsUrl(storybook, id);
  if (!page.url().includes("iframe.html")) {
    await load(page, url);
    return;
  }
  try {
    await selectInPreview(page, id, viewMode);
  } catch (error) {
    if (!navigatedAway(error)) throw error;
    console.warn(`storybook-docs: the preview reloaded while selecting ${id}; loading it afresh`);
    await load(page, url);
  }
}

/** The preview sometimes reloads itself mid-run (seen in two clean-clone CI runs), under a selection or a load. */
const navigatedAway = (error: unknown) =>
  /Execution context was destroyed|interrupted by another navigation/.test(String(error));

/** Loads the preview at `url`; again, after the preview's own reload has landed, if that reload cut it short. */
async function load(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt === 3 || !navigatedAway(error)) throw error;
      await page.waitForLoadState("load");
    }
  }
}

async function selectInPreview(page: Page, id: string, viewMode: "story" | "docs"): Promise<void> {
  await page.evaluate(
    ([storyId, viewMode, events]) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const done = () => {
          for (const event of events) channel.off(event, done);
          resolve();
        };
        for (const event of events) channel.on(event, done);
        channel.emit("setCurrentStory", { storyId, viewMode });
      }),
    [id, viewMode, viewMode === "story" ? storyShown : docsShown] as const,
  );
}

interface StorybookChannel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, ...args: unknown[]): void;
}

/** One story block of a docs page, read; `framed` when it has a frame (a preview document) of its own. */
type Reading = { id: string; block: string; docs: Perceived | string; size: Size; framed?: boolean };

/** Every story block of one docs page: inline ones read in place, framed ones inside their frame at its size. */
async function onDocsPage(page: Page, docs: IndexEntry, stories: IndexEntry[]): Promise<Reading[]> {
  await select(page, docs.id, "docs");
  await page.locator(".sbdocs-content").waitFor();
  const blocks = (
    await Promise.all(
      stories.map(async (story) => {
        // The first story also opens the page, above the props table, as its "primary" block.
        const primary = `story--${story.id}--primary`;
        const hasPrimary = (await page.locator(`[id="${primary}"]`).count()) > 0;
        return [`story--${story.id}`, ...(hasPrimary ? [primary] : [])].map((block) => ({ story, block }));
      }),
    )
  ).flat();
  const inline: typeof blocks = [];
  const readings: Reading[] = [];
  for (const { story, block } of blocks) {
    const element = page.locator(`[id="${block}"]`);
    if ((await element.count()) === 0) {
      readings.push({ id: story.id, block, docs: "not on its docs page", size: docsViewport });
    } else if ((await element.locator("iframe").count()) > 0) {
      // Framed (`docs.story.inline: false`): the frame loads lazily, once near the screen.
      const frame = element.locator("iframe");
      await frame.scrollIntoViewIfNeeded();
      const box = await frame.boundingBox();
      const content = await (await frame.elementHandle())?.contentFrame();
      if (!box || !content) throw new Error(`${block}: its frame did not load`);
      if (!(await storyOnShow(content).then(shown, notShown))) {
        readings.push({ id: story.id, block, docs: "its frame on the docs page shows nothing", size: docsViewport });
        continue;
      }
      const size = { width: Math.round(box.width), height: Math.round(box.height) };
      readings.push({ id: story.id, block, docs: await settledPerception(content, "body"), size, framed: true });
    } else {
      const waiting = page.locator(`[id="${block}-inner"] > *`).first().waitFor({ state: "attached", timeout: 10_000 });
      if (await waiting.then(shown, notShown)) inline.push({ story, block });
      else readings.push({ id: story.id, block, docs: "renders nothing on its docs page", size: docsViewport });
    }
  }
  // The page's inline stories render together: once the whole page holds still, each is read as it stands.
  await settle(page.mainFrame());
  for (const { story, block } of inline) {
    readings.push({
      id: story.id,
      block,
      docs: await perceive(page.mainFrame(), `[id="${block}"]`),
      size: docsViewport,
    });
  }
  return readings;
}

describe("Storybook", () => {
  // About 180 s alone on this 2-core machine; beside the other test projects in a full run it passed 300 s once the
  // library reached 75 story files, so the limit leaves room for a busy machine rather than for a slower test.
  it("shows every story on its docs page as on its own canvas", { timeout: 480_000 }, async () => {
    const entries = await readStoryIndex(storybook);
    const docsPages = entries.filter((entry) => entry.type === "docs" && !entry.tags?.includes("unattached-mdx"));
    const onDocs = (docs: IndexEntry) =>
      entries.filter(
        (entry) => entry.type === "story" && entry.title === docs.title && entry.tags?.includes("autodocs"),
      );

    const differences: string[] = [];
    const seen = new Map<string, Perceived>();
    let compared = 0;
    const queue = [...docsPages];
    // Two pages at a time: the machine's two cores, shared with the rest of the suite.
    const worker = async () => {
      const docsPage = await openPage();
      const canvasPage = await openPage();
      for (let docs = queue.shift(); docs; docs = queue.shift()) {
        for (const reading of await onDocsPage(docsPage, docs, onDocs(docs))) {
          compared += 1;
          if (typeof reading.docs === "string") {
            differences.push(`${reading.block}: ${reading.docs}`);
            continue;
          }
          const key = `${reading.id} ${reading.size.width}x${reading.size.height} ${reading.framed ? "fresh" : ""}`;
          let canvas = seen.get(key);
          try {
            canvas ??= await onCanvas(canvasPage, reading.id, reading.size, !!reading.framed);
          } catch (error) {
            if (!(error instanceof StoryError)) throw error;
            differences.push(error.message);
            continue;
          }
          seen.set(key, canvas);
          if (canvas.text !== reading.docs.text)
            differences.push(
              `${reading.block}: visible text\n      ${firstDifference(canvas.text, reading.docs.text)}`,
            );
          if (canvas.aria !== reading.docs.aria)
            differences.push(
              `${reading.block}: accessibility tree\n      ${firstDifference(canvas.aria, reading.docs.aria)}`,
            );
        }
      }
      await docsPage.context().close();
      await canvasPage.context().close();
    };
    await Promise.all([worker(), worker()]);
    console.info(`${compared} story blocks on ${docsPages.length} docs pages compared with ${seen.size} canvases`);

    expect(compared, "story blocks compared").toBeGreaterThan(150);
    expect(differences, `docs pages that differ from the canvas:\n${differences.join("\n")}`).toEqual([]);
  });

  it.each([
    ["ui-slider--playground", "Volume", 40, 70],
    ["ui-sliderfield--playground", "Monthly attendees", 300, 700],
  ])("%s: the defaultValue control moves the thumb", async (id, name, start, next) => {
    const page = await openPage();
    await page.goto(new URL(`index.html?path=/story/${id}`, storybook.url).href);
    const thumb = page.frameLocator("#storybook-preview-iframe").getByRole("slider", { name });
    await thumb.waitFor();
    await expect.poll(() => thumb.getAttribute("aria-valuenow"), { timeout: 10_000 }).toBe(String(start));
    // A number box, as a person types into it (not a JSON editor).
    await page.locator("#control-defaultValue").fill(String(next));
    await expect.poll(() => thumb.getAttribute("aria-valuenow"), { timeout: 10_000 }).toBe(String(next));
    await page.context().close();
  });
});
