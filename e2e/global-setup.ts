// End-to-end tests run against the real thing: the production build, prerendered, served by `npm start`'s
// server (in-process, on a free port, PGlite in memory).
import { execSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "../server/app.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });
  server = await startServer({ port: 0, distDir: "dist" });
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.close();
}
