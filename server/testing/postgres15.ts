import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface TempPostgres {
  /** Connection string of a fresh, empty database. */
  url: string;
  /** Shuts the server down (fast: connections are terminated) and keeps its data; `up` starts it again. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** `pg_ctl restart -m fast`: what a routine upgrade or config change does. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Why PostgreSQL tests are skipped on this machine, or null when the binaries are there. */
export function postgresUnavailableReason(): string | null {
  return existsSync(path.join(PG_BIN, "pg_ctl"))
    ? null
    : `PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN): PostgreSQL tests skipped`;
}

/**
 * Starts a throw-away PostgreSQL cluster (initdb + pg_ctl) in a temp dir on a free port, fsync off. As root the
 * binaries run as `postgres` through runuser (they refuse root); otherwise directly.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), "leads-pg-"));
  const asRoot = process.getuid?.() === 0;
  const exec = (bin: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(PG_BIN, bin), ...args])
      : run(path.join(PG_BIN, bin), args);
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  await exec("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const log = path.join(dir, "log");
  const up = async () => {
    await exec("pg_ctl", ["-D", data, "-o", options, "-l", log, "-w", "start"]);
  };
  await up();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    down: async () => {
      await exec("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    },
    up,
    restart: async () => {
      await exec("pg_ctl", ["-D", data, "-o", options, "-l", log, "-m", "fast", "-w", "restart"]);
    },
    stop: async () => {
      await exec("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
