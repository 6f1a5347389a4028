// End-to-end tests run against the real thing: the production build, prerendered, served by `npm start`'s
// server in-process on a free port, over a fresh PGlite directory that the owner's export CLI can read.
import { execSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { startLeadsSite, type LeadsSite } from "../server/testing/e2e.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The site's PGlite directory: `npm run leads -- export` reads it through the running server. */
    dataDir: string;
  }
}

let site: LeadsSite | undefined;

export async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });
  site = await startLeadsSite({ distDir: "dist" });
  project.provide("baseUrl", site.url);
  project.provide("dataDir", site.dataDir);
}

export async function teardown() {
  await site?.close();
}
