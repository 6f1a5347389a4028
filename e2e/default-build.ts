// The site as `npm start` builds it with no voice platform configured, built and served beside the e2e build.
import { execSync } from "node:child_process";
import { startLeadsSite, type LeadsSite } from "../server/testing/e2e.ts";

let built = false;

/**
 * Builds the unconfigured site into dist-default/ (once per test file) and serves it over a fresh database, with
 * the server's own settings (phone callbacks …) as given.
 */
export async function startDefaultBuild(options: Parameters<typeof startLeadsSite>[0] = {}): Promise<LeadsSite> {
  if (!built) {
    // Vitest's NODE_ENV=test would give the build React's development runtime, three times the size.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")));
    const run = (command: string, extra: Record<string, string> = {}) =>
      execSync(command, { stdio: "inherit", env: { ...env, NODE_ENV: "production", ...extra } });
    run("npx vite build --outDir dist-default --emptyOutDir");
    run("npx vite build --ssr pages/entry-server.tsx --outDir dist-default-ssr --emptyOutDir");
    run("node scripts/prerender.mjs", { PRERENDER_DIST: "dist-default", PRERENDER_SSR: "dist-default-ssr" });
    built = true;
  }
  return startLeadsSite({ ...options, distDir: "dist-default" });
}
