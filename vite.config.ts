import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { BrowserProviderOption } from "vitest/node";
import { chromiumArgs, findBrowser } from "./scripts/browser.mjs";
import { contentSecurityPolicy, POLICY_FILE } from "./server/site-policy.ts";
import { tolerance } from "./.storybook/visual-tolerance.ts";
import { writeFontSubsets } from "./ui/styles/fonts/font-subsets.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Debian/system Chromium driven by Playwright; the test tools' own browser downloads do not work here. No viewport:
 * Vitest 5 sizes the browser's own viewport to the test's (`browser.viewport`, `page.viewport()`).
 */
type ContextOptions = { reducedMotion?: "reduce" };

function chromium(contextOptions: ContextOptions = {}): BrowserProviderOption {
  return playwright({
    launchOptions: { executablePath: findBrowser(), args: chromiumArgs },
    contextOptions: { ...contextOptions, locale: "en-GB", timezoneId: "Europe/London" },
  });
}

const browser = (contextOptions?: ContextOptions) => ({
  enabled: true,
  headless: true,
  // Four browser projects start at once beside the Node tests; on a loaded 2-core machine 30 s is not enough.
  connectTimeout: 120_000,
  provider: chromium(contextOptions),
  instances: [{ browser: "chromium" as const }],
});

/** Writes the client build's Content-Security-Policy beside its pages, from the same env the pages were built with. */
function sitePolicy(): Plugin {
  let env: Record<string, string | undefined> = {};
  let ssr = false;
  return {
    name: "parley:site-policy",
    apply: "build",
    configResolved(config) {
      env = config.env;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: "asset", fileName: POLICY_FILE, source: `${contentSecurityPolicy(env)}\n` });
    },
  };
}

/**
 * Marks React Router's top-level component definitions pure, as React's own builds mark theirs. Its modules call
 * `React$1.memo(DataRoutes)` and the like at the top level; the bundler must keep a call it cannot prove pure, and
 * with it `<Routes>`' matcher and error boundary, which the site never renders: 3.9 KB gzip of the home page's
 * JavaScript. (Rolldown's `manualPureFunctions` matches on the first name alone, so naming `React$1` there also
 * dropped React Router's `useLayoutEffect` calls, and every `navigate()` with them.)
 */
function pureReactRouterDefinitions(): Plugin {
  let marked = 0;
  let ssr = false;
  return {
    name: "parley:pure-react-router",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](production|development)[\\/].*\.js$/ },
      handler(code) {
        const out = code.replace(/\bReact\$1\.(memo|forwardRef|createContext)\(/g, "/* @__PURE__ */ $&");
        if (out !== code) marked += 1;
        return { code: out, map: null };
      },
    },
    buildEnd(error) {
      // A React Router release that names React otherwise would silently bring the 3.9 KB back. (Its development
      // files count too: a build started from the tests, NODE_ENV=test, resolves those.)
      if (!error && !ssr && marked === 0) this.error("no React Router definition was marked pure: update the pattern");
    },
  };
}

/** Where the subset fonts are written (git ignores it): beside the fonts.css that asks for them. */
const fontFolder = path.join(root, "ui/styles/fonts/generated");

/** Cuts the two variable fonts down to the site's characters and weights before any CSS asks for them. */
function fontSubsets(): Plugin {
  return {
    name: "parley:font-subsets",
    async buildStart() {
      await writeFontSubsets(fontFolder);
    },
  };
}

/**
 * The favicon inlined into every page as a data URI. As a file, the browser fetches it right after the load event,
 * which on a fast line is before the first paint, so it sat on the first paint's path. public/favicon.svg stays for
 * whoever asks for it by name (the structured data's logo).
 */
function inlineFavicon(): Plugin {
  return {
    name: "parley:inline-favicon",
    apply: "build",
    transformIndexHtml(html) {
      const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8").trim();
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sitePolicy(), fontSubsets(), inlineFavicon(), pureReactRouterDefinitions()],
  // One value for the client and server builds, so the prerendered footer and its hydration agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      // The workspace package from its TypeScript sources (no pre-build); the published one has only dist/.
      { find: /^@parley\/voice$/, replacement: path.join(root, "voice/src/index.ts") },
      { find: /^@parley\/voice\/(.+)$/, replacement: path.join(root, "voice/src/$1/index.ts") },
    ],
  },
  build: {
    target: "es2022",
    // Every browser of the es2022 build but Safari 15-16 and Firefox before 115 preloads modules itself; there a
    // chunk's imports simply load when it runs. The polyfill was 0.3 KB gzip of the home page's JavaScript.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // What the entry imports statically travels in the entry's own file: one request before the page can respond,
      // and one gzip stream, which compresses 2.6 KB smaller than the same code split five ways.
      output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] } },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["{ui,pages,voice,server,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.browser.test.*", "**/node_modules/**"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.e2e.test.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A busy CI machine can hold a real browser's main thread for over a second (parsing, hydrating), and a
          // tap takes effect only then: a poll's default 1 s read a late pick as a lost one.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        extends: true,
        // Known up front: discovering it mid-run makes Vite re-bundle dependencies and reload the test page.
        optimizeDeps: { include: ["react-dom/server"] },
        test: {
          name: "browser",
          include: ["{ui,pages,voice}/**/*.browser.test.{ts,tsx}"],
          browser: browser(),
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "storybook",
          browser: browser(),
          setupFiles: [".storybook/vitest.setup.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "visual",
          include: [".storybook/stories.visual.test.tsx"],
          setupFiles: [".storybook/vitest.visual.setup.ts"],
          // Reduced motion: counters and carousels render their final, stable frame.
          browser: {
            ...browser({ reducedMotion: "reduce" }),
            expect: { toMatchScreenshot: { comparatorName: "pixelmatch", comparatorOptions: { ...tolerance } } },
          },
          testTimeout: 60_000,
        },
      },
    ],
  },
});
