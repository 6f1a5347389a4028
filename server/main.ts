import { existsSync } from "node:fs";
import { startServer } from "./app.ts";
import { configFromEnv } from "./config.ts";
import { DirLockedError } from "./db/dir-lock.ts";

/** `npm start`: the prerendered site plus `/rest/v1` on one origin. Env: PORT, HOST, DATABASE_URL, PGLITE_DIR … */
let config: ReturnType<typeof configFromEnv>;
try {
  config = configFromEnv(process.env);
} catch (error) {
  console.error(`server: ${(error as Error).message}`);
  process.exit(1);
}
if (config.distDir && !existsSync(config.distDir)) {
  console.warn(`server: ${config.distDir}/ not found; only /rest/v1 will answer (run npm run build)`);
}
const server = await startServer(config).catch((error: unknown) => {
  if (!(error instanceof DirLockedError)) throw error;
  console.error(`server: ${error.message}`);
  process.exit(1);
});
const usesPglite = !process.env.DATABASE_URL;
console.log(`server: ${server.url} (${server.db.kind}${usesPglite ? ` in ${config.pgliteDir}` : ""})`);
console.log(
  config.callbacks
    ? `server: phone callbacks on, dialling from ${config.callbacks.phoneNumberId} within CALLBACK_HOURS in ${config.callbacks.window.timeZone}`
    : "server: phone callbacks off (demo requests are kept for the team; see server/README.md)",
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`server: ${signal}, finishing in-flight requests`);
  // A request that never ends must not keep a stopped server alive (writes commit well within this).
  setTimeout(() => {
    console.error("server: in-flight requests did not finish within 10 s; exiting");
    process.exit(1);
  }, 10_000).unref();
  await server.close();
  console.log("server: stopped (database closed, lock released)");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
