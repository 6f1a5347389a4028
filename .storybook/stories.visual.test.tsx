// Visual regression: every story, after its play function, at a mobile and a desktop width, compared with the
// committed baseline in __screenshots__/. Update: `npm run test:visual:update`. A story opts out (here and on
// Chromatic alike) with `parameters.chromatic.disableSnapshot`; a Playground is never pictured (it opens as its
// Default does, with controls to try: its picture would be Default's twin).
//
// The Chromium that drew the baselines is recorded beside them (__screenshots__/browser-version.txt, written by an
// update). A different Chromium rasterises text a little differently and would fail every picture without saying
// why, so its version is checked first: on a mismatch one test fails naming both versions and the pictures are
// skipped.
//
// The baselines are Debian Chromium's rendering on Linux (their names end in -chromium-linux). Elsewhere fonts
// rasterise differently and every picture would differ, so the stories are skipped with that reason rather than
// failing; CI (.ci/run, the Debian container) is where they run. The comparison ignores anti-aliased pixels and
// allows a few stray ones (`tolerance`), yet a 1-pixel-wide colour change still fails (the last test proves it).
import { expect, test } from "vitest";
import { commands, page, server } from "vitest/browser";
import { composeStories } from "@storybook/react-vite";
import { tolerance } from "./visual-tolerance";

type StoryModule = Parameters<typeof composeStories>[0];
type RunnableStory = {
  id: string;
  parameters?: { chromatic?: { disableSnapshot?: boolean } };
  run: () => Promise<void>;
};

const modules = import.meta.glob<StoryModule>(["../ui/**/*.stories.tsx", "../pages/**/*.stories.tsx"], {
  eager: true,
});

const widths = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Resolves after two animation frames: whatever the last change made the page lay out or paint is on screen. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Vitest 5 grows the browser's own viewport (Vitest 4 resized only the test iframe inside a larger page), and
 * Chromium then sometimes screenshots a fixed element at its new place without its content (the cookie banner came
 * out blank in about a quarter of its screenshots; hiding it for a frame made that rarer, not impossible). With the
 * viewport as tall as the page and the page unscrolled, `absolute` puts such an element where `fixed` did, without a
 * layer pinned to the viewport.
 */
function pinFixedElementsToPage(): void {
  for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
    if (getComputedStyle(element).position === "fixed") element.style.setProperty("position", "absolute");
  }
}

const where = `${server.browser} on ${server.platform}`;
const baselinesApply = server.browser === "chromium" && server.platform === "linux";
const skipReason = `baselines are Chromium on Linux; this is ${where}: run them in CI, or make local ones with npm run test:visual:update`;

const updating = server.config.snapshotOptions.updateSnapshot === "all";
const versionFile = ".storybook/__screenshots__/browser-version.txt";
type UserAgentData = {
  getHighEntropyValues(hints: string[]): Promise<{ fullVersionList?: { brand: string; version: string }[] }>;
};

/** The full version (the user-agent string reduces it to 156.0.0.0). */
async function chromiumVersion(): Promise<string> {
  const { userAgentData } = navigator as Navigator & { userAgentData: UserAgentData };
  const { fullVersionList = [] } = await userAgentData.getHighEntropyValues(["fullVersionList"]);
  const brand = fullVersionList.find(({ brand }) => brand === "Chromium");
  return `Chromium ${brand?.version ?? "of unknown version"}`;
}

const runningBrowser = baselinesApply ? await chromiumVersion() : "";
const baselineBrowser = baselinesApply
  ? await commands.readFile(versionFile).then(
      (text) => text.trim(),
      (error: unknown) => {
        if (String(error).includes("ENOENT")) return ""; // no baselines recorded yet
        throw error;
      },
    )
  : "";
const browserChanged =
  baselinesApply && !updating && baselineBrowser !== runningBrowser
    ? `the baselines were drawn by ${baselineBrowser || "an unrecorded browser"} and this is ${runningBrowser}: ` +
      "check the pictures with npm run test:visual:update (review every changed PNG, then commit them with " +
      `${versionFile}), or run the tests on ${baselineBrowser || "the baselines' browser"}`
    : undefined;

test.skipIf(!baselinesApply)("the browser that drew the baselines draws these pictures", async () => {
  if (updating) await commands.writeFile(versionFile, `${runningBrowser}\n`);
  else if (browserChanged) expect.fail(browserChanged);
});

for (const mod of Object.values(modules)) {
  const stories = composeStories(mod) as Record<string, RunnableStory>;
  for (const story of Object.values(stories)) {
    if (story.parameters?.chromatic?.disableSnapshot || story.id.endsWith("--playground")) continue;
    for (const viewport of widths) {
      test.skipIf(!baselinesApply || browserChanged !== undefined)(`${story.id} @ ${viewport.name}`, async () => {
        await page.viewport(viewport.width, viewport.height);
        // Page bands render as they near the screen (globals.css); the picture is of every band at its real size.
        document.documentElement.dataset.renderAll = "";
        await story.run();
        await document.fonts.ready;
        // Two frames: layout that follows a ResizeObserver (the cookie banner's room at the page end) has settled.
        await nextFrames();
        // Grow the viewport to the story's full height, so content below the first screen is compared too.
        const fullHeight = Math.max(viewport.height, document.documentElement.scrollHeight);
        if (fullHeight > viewport.height) {
          await page.viewport(viewport.width, fullHeight);
          pinFixedElementsToPage();
          await nextFrames();
        }
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${story.id}-${viewport.name}`);
      });
    }
  }
}

if (!baselinesApply) test.skip(`visual baselines: ${skipReason}`, () => {});

test.skipIf(!baselinesApply || server.config.snapshotOptions.updateSnapshot === "all")(
  `the comparison still fails on a 1-pixel-wide colour change (tolerance: ${tolerance.allowedMismatchedPixels} px)`,
  async () => {
    await page.viewport(390, 844);
    document.body.innerHTML = `<div id="probe" style="display:flex;gap:16px;padding:24px;font:16px/1.5 sans-serif;background:#fff">
      <button style="border:1px solid #4f46e5;border-radius:8px;padding:8px 16px">Book Free Workshop</button></div>`;
    const probe = page.elementLocator(document.getElementById("probe") as HTMLElement);
    await expect.element(probe).toMatchScreenshot("tolerance-probe");
    // One pixel column of the button's left border turns red: about 40 pixels, well past the tolerance.
    (document.querySelector("#probe button") as HTMLElement).style.borderLeftColor = "#dc2626";
    await expect(expect.element(probe).toMatchScreenshot("tolerance-probe")).rejects.toThrow(/mismatch|differ/i);
  },
);
