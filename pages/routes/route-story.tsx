// Shared by the Pages/* stories: the real route tree in a memory router, and the checks every page shares.
import * as React from "react";
import { MemoryRouter } from "react-router";
import type { Meta, StoryContext } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CONSENT_STORAGE_KEY } from "../analytics";
import { createMemoryLeadStore } from "../leads";
import { AppLayout } from "../shell/app-layout";
import { preloadRoute } from "../shell/route-table";
import { SiteProviders } from "../shell/site-providers";
import { ClockProvider } from "../shell/visitor-today";

/** The day the legal pages' stories treat as today, so their pictures are stable. */
export const storyToday = new Date(2026, 2, 2, 10, 30);

/**
 * Renders the site at `path` exactly as the app does (layout, chrome, page), with a pinned clock and an
 * in-memory lead store instead of the network.
 */
export function RoutePreview({ path, now = () => storyToday }: { path: string; now?: () => Date }) {
  const [leadStore] = React.useState(createMemoryLeadStore);
  return (
    <SiteProviders leadStore={leadStore} notifier={null}>
      <ClockProvider now={now}>
        <MemoryRouter key={path} initialEntries={[path]}>
          <AppLayout />
        </MemoryRouter>
      </ClockProvider>
    </SiteProviders>
  );
}

/**
 * Story `beforeEach`: a returning visitor who already declined cookies (the banner stays away from the pictures),
 * unless `consent` is null (a first visit). Restores whatever was stored before, and starts at the top.
 */
export function visitWithConsent(consent: "accepted" | "declined" | null = "declined") {
  return () => {
    const previous = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (consent) localStorage.setItem(CONSENT_STORAGE_KEY, consent);
    else localStorage.removeItem(CONSENT_STORAGE_KEY);
    window.scrollTo({ top: 0, behavior: "instant" });
    return () => {
      if (previous === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
      else localStorage.setItem(CONSENT_STORAGE_KEY, previous);
    };
  };
}

/** The shared part of every Pages/* meta (each file adds its literal `title`, which Storybook's indexer needs). */
export function routeStoryMeta(path: string) {
  return {
    component: RoutePreview,
    args: { path },
    // A whole page, with its fixed bar and its notifications region beside the page: on its docs page in a frame of
    // its own, a desktop screen high, as on the canvas.
    parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "800px" } } },
    beforeEach: visitWithConsent("declined"),
    // All the page's code (and the footer's) is loaded before the story renders, as for prerendering.
    loaders: [() => preloadRoute(path)],
  } satisfies Meta<typeof RoutePreview>;
}

type Canvas = StoryContext["canvas"];

/** Every page: banner (fixed nav), the Main navigation, one main, the footer, the skip link and its own h1. */
export async function expectPageShell(canvas: Canvas, { h1, title }: { h1: string; title: string }) {
  await expect(await canvas.findByRole("heading", { level: 1, name: h1 })).toBeVisible();
  // Only a header/footer outside sectioning content is a landmark (HTML-AAM); Testing Library counts every one.
  const topLevel = (elements: HTMLElement[]) =>
    elements.filter((el) => !el.closest("main, article, section, aside, nav"));
  const [banner, ...otherBanners] = topLevel(canvas.getAllByRole("banner"));
  await expect(banner).toHaveAttribute("data-slot", "site-nav");
  await expect(otherBanners).toHaveLength(0);
  await expect(banner).toBeVisible();
  await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(canvas.getByRole("main")).toHaveAttribute("id", "main");
  const footers = topLevel(canvas.getAllByRole("contentinfo"));
  await expect(footers).toHaveLength(1);
  await expect(footers[0]).toHaveAttribute("data-slot", "site-footer");
  await expect(canvas.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  await expect(document.title).toBe(title);
}

/** The token the fixed bar is drawn on, compared with the page's own tokens: "ink" or "paper". */
function navGround(): "ink" | "paper" | "other" {
  const nav = document.querySelector<HTMLElement>('[data-slot="site-nav"]')!;
  const root = getComputedStyle(document.documentElement);
  const drawnOn = getComputedStyle(nav).getPropertyValue("--background").trim();
  if (drawnOn === root.getPropertyValue("--inverse").trim()) return "ink";
  return drawnOn === root.getPropertyValue("--background").trim() ? "paper" : "other";
}

/**
 * The fixed bar over the page's first band: on ink while an ink band (home's hero, the report's cover) is under it,
 * its words light, and on paper once the band's foot has passed under it; a page opening on paper keeps it paper.
 */
export function navGroundChecks(firstBandIsInk: boolean) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await canvas.findByRole("heading", { level: 1 });
    await expectNavGround(firstBandIsInk);
  };
}

async function expectNavGround(firstBandIsInk: boolean) {
  const nav = document.querySelector<HTMLElement>('[data-slot="site-nav"]')!;
  const barHeight = nav.getBoundingClientRect().height;
  // A scroll timeline moves with the next frame: scroll, let two frames pass, then read the bar.
  const groundAt = async (top: number) => {
    window.scrollTo({ top, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return navGround();
  };
  await expect(await groundAt(0)).toBe(firstBandIsInk ? "ink" : "paper");
  // Its words follow the ground: the brand's name is light on ink, ink on paper.
  const brandColour = getComputedStyle(nav.querySelector("a")!.lastElementChild!).color;
  const tokens = getComputedStyle(document.documentElement);
  await expect(brandColour).toBe(
    tokens.getPropertyValue(firstBandIsInk ? "--inverse-foreground" : "--foreground").trim(),
  );
  // Just before the band's foot reaches the bar's, still the same; just after, paper.
  const bandFoot = document.querySelector("main")!.firstElementChild!.getBoundingClientRect().bottom;
  await expect(await groundAt(bandFoot - barHeight - 8)).toBe(firstBandIsInk ? "ink" : "paper");
  await expect(await groundAt(bandFoot - barHeight + 8)).toBe("paper");
  window.scrollTo({ top: 0, behavior: "instant" });
}
