import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** `npm start`'s entry (without the build) in a child process; `listening` resolves with its URL. */
export function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: "0", DIST_DIR: "/nonexistent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const listening = new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /server: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return { child, listening, exited };
}

/** Runs `npm run leads -- …` (its tsx entry) and returns stdout. */
export async function runLeadsCli(args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "server/leads-cli.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  return stdout;
}
