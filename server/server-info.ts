import { rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * PGlite is single-process, so a server holding a data directory leaves `<dir>.server.json` (mode 0600) with its
 * address and service key; `npm run leads` then exports through it instead of opening the directory twice.
 */
export interface ServerInfo {
  pid: number;
  url: string;
  serviceKey: string;
}

export function serverInfoFile(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.server.json`;
}

export async function writeServerInfo(pgliteDir: string, info: ServerInfo): Promise<() => Promise<void>> {
  const file = serverInfoFile(pgliteDir);
  await writeFile(file, JSON.stringify(info), { mode: 0o600 });
  return () => rm(file, { force: true });
}
