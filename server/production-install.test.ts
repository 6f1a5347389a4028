// The production recipe (docs/deployment.md): the server built once, installed into an empty folder with
// production dependencies only (`npm ci --omit=dev`, offline from the npm cache), started with `npm run serve`,
// stores a lead. What the folder gets is package.json's "files" (the site's dist/ aside: it is not needed to store
// a lead), the lockfile and the workspace manifest, as a checkout or a CI artefact would carry them.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "..");
// The parent's npm settings (a workspace, a script's own config) must not leak into the install.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it("installs the built server without dev packages, starts it with npm run serve, and stores a lead", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "production-install-"));
  const app = path.join(dir, "app");
  const { files } = JSON.parse(await readFile(path.join(repo, "package.json"), "utf8")) as { files: string[] };
  for (const file of files.filter((name) => name !== "dist" && name !== "dist-server"))
    await cp(path.join(repo, file), path.join(app, file), { recursive: true });
  for (const file of ["package.json", "package-lock.json", "voice/package.json"])
    await cp(path.join(repo, file), path.join(app, file));
  await run(process.execPath, [
    path.join(repo, "node_modules/vite/bin/vite.js"),
    "build",
    "--config",
    path.join(repo, "server/vite.config.ts"),
    "--outDir",
    path.join(app, "dist-server"),
    "--logLevel",
    "warn",
  ]);
  await mkdir(path.join(app, "node_modules"));
  await run("npm", ["ci", "--omit=dev", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: app, env });
  // (TypeScript may come along: @parley/voice names it as an optional peer, which npm installs when the lock has it.)
  for (const devOnly of ["tsx", "vite", "vitest", "playwright", "storybook"])
    expect(existsSync(path.join(app, "node_modules", devOnly))).toBe(false);
  expect(existsSync(path.join(app, "node_modules/@electric-sql/pglite"))).toBe(true);

  const server = spawn("npm", ["run", "serve"], {
    cwd: app,
    env: { ...env, PORT: "0", PGLITE_DIR: path.join(dir, "data"), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: SIGTERM reaches npm and the server it started, as systemd's stop does.
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  // npm exits at SIGTERM at once; the server holds the output pipe until it has closed its database.
  const outputClosed = new Promise((resolve) => server.stdout.once("close", resolve));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /server: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`npm run serve exited:\n${output}`)));
  });
  try {
    const stored = await fetch(`${url}/rest/v1/contacts`, {
      method: "POST",
      headers: { apikey: "local-anon-key", "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Priya Shah",
        email: "priya@brightside-events.co.uk",
        business: "Brightside Events",
        phone: "+44 161 496 0755",
        message: "Stored by the production build.",
      }),
    });
    expect(stored.status).toBe(201);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok", database: "up", backend: "pglite" });
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
  await Promise.all([exited, outputClosed]);
  // The server closed its database: the PGlite lock file is gone.
  expect(output).toContain("server: stopped (database closed, lock released)");
  expect(existsSync(path.join(dir, "data.lock"))).toBe(false);
}, 240_000);
