import { link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * PGlite is single-process: two processes on one data directory corrupt it. Whoever opens a directory (the server
 * or `npm run leads`) first creates `<dir>.lock` exclusively (mode 0600) with its pid; a server later adds its
 * address and service key so `npm run leads` can export through it. A lock whose pid is gone (after `kill -9`) is
 * stale and taken over.
 */
export interface LockInfo {
  pid: number;
  holder: "server" | "leads";
  /** Set by a server once it listens. */
  url?: string;
  serviceKey?: string;
}

export interface DirLock {
  /** Rewrites the lock's contents (atomically: readers never see half a file). */
  update(info: Omit<LockInfo, "pid" | "holder">): Promise<void>;
  release(): Promise<void>;
}

export class DirLockedError extends Error {
  readonly info: LockInfo;
  constructor(dir: string, info: LockInfo) {
    const by =
      info.holder === "server"
        ? `a running server (pid ${info.pid}${info.url ? `, ${info.url}` : ", starting"})`
        : `npm run leads (pid ${info.pid})`;
    super(`PGlite directory ${dir} is held by ${by}; stop it first, or use another PGLITE_DIR`);
    this.info = info;
  }
}

export function lockFile(dir: string): string {
  return `${path.resolve(dir)}.lock`;
}

/** The lock's holder if it is alive, else null (no lock, or a stale one). */
export async function readLiveLock(dir: string): Promise<LockInfo | null> {
  const info = await readLock(lockFile(dir));
  return info && isAlive(info.pid) ? info : null;
}

export async function acquireDirLock(dir: string, holder: LockInfo["holder"]): Promise<DirLock> {
  const file = lockFile(dir);
  const mine: LockInfo = { pid: process.pid, holder };
  await mkdir(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await writeFile(file, JSON.stringify(mine), { flag: "wx", mode: 0o600 });
      return ownLock(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const info = await readLock(file);
    if (info && isAlive(info.pid)) throw new DirLockedError(dir, info);
    if (!info && attempt < 10) {
      // Just created and not yet written, or left empty by a crash: wait a little before calling it stale.
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    await takeOverStale(file);
  }
  throw new Error(`could not lock ${dir} (${file} keeps changing)`);
}

/** Moves a stale lock aside; if another process replaced it with a live lock meanwhile, puts that one back. */
async function takeOverStale(file: string) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = await readLock(aside);
  if (moved && isAlive(moved.pid)) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true });
}

function ownLock(file: string, mine: LockInfo): DirLock {
  return {
    update: async (info) => {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ ...mine, ...info }), { mode: 0o600 });
      await rename(temporary, file);
    },
    release: async () => {
      if ((await readLock(file))?.pid === mine.pid) await rm(file, { force: true });
    },
  };
}

async function readLock(file: string): Promise<LockInfo | null> {
  try {
    const value = JSON.parse(await readFile(file, "utf8")) as Partial<LockInfo>;
    return typeof value.pid === "number" ? (value as LockInfo) : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
