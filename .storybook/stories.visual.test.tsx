// Visual regression: every story, after its play function, at a mobile and a desktop width, compared with
// the committed baseline in __screenshots__/ (0 differing pixels allowed). Update: `npm run test:visual:update`.
import { expect, test } from "vitest";
import { page } from "vitest/browser";
import { composeStories } from "@storybook/react-vite";

type StoryModule = Parameters<typeof composeStories>[0];
type RunnableStory = { id: string; parameters?: { visual?: { disable?: boolean } }; run: () => Promise<void> };

const modules = import.meta.glob<StoryModule>(["../ui/**/*.stories.tsx", "../pages/**/*.stories.tsx"], {
  eager: true,
});

const widths = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

for (const mod of Object.values(modules)) {
  const stories = composeStories(mod) as Record<string, RunnableStory>;
  for (const story of Object.values(stories)) {
    if (story.parameters?.visual?.disable) continue;
    for (const viewport of widths) {
      test(`${story.id} @ ${viewport.name}`, async () => {
        await page.viewport(viewport.width, viewport.height);
        await story.run();
        await document.fonts.ready;
        // Grow the viewport to the story's full height, so content below the first screen is compared too.
        const fullHeight = Math.max(viewport.height, document.documentElement.scrollHeight);
        if (fullHeight > viewport.height) await page.viewport(viewport.width, fullHeight);
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${story.id}-${viewport.name}`);
      });
    }
  }
}
