// The site as `npm start` builds it with no voice platform configured, built and served beside the e2e build.
import { execSync } from "node:child_process";
import { startLeadsSite, type LeadsSite } from "../server/testing/e2e.ts";

/** Builds the unconfigured site into dist-default/ and serves it over a fresh database. */
export async function startDefaultBuild(): Promise<LeadsSite> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")));
  const run = (command: string, extra: Record<string, string> = {}) =>
    execSync(command, { stdio: "inherit", env: { ...env, ...extra } });
  run("npx vite build --outDir dist-default --emptyOutDir");
  run("npx vite build --ssr pages/entry-server.tsx --outDir dist-default-ssr --emptyOutDir");
  run("node scripts/prerender.mjs", { PRERENDER_DIST: "dist-default", PRERENDER_SSR: "dist-default-ssr" });
  return startLeadsSite({ distDir: "dist-default" });
}
