import { fdatasyncSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type EmscriptenFs = { ErrnoError: new (errno: number) => Error };
type EmscriptenModule = { FS: EmscriptenFs; NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } } };
type InitOptions = Parameters<NodeFS["init"]>[1] & { preRun?: Array<(module: EmscriptenModule) => void> };

/** Emscripten's EIO: what PostgreSQL sees when a sync fails (it then stops rather than risk losing a commit). */
const EIO = 29;

/**
 * PGlite's Node file system, made durable. Out of the box PGlite starts PostgreSQL with fsync off (`-F`) and its
 * Node file system has no fsync at all (Emscripten's NODEFS leaves it out, and its fdatasync is a no-op), so an
 * acknowledged row sits in the page cache and an OS crash or power loss can take it. Here PostgreSQL's own
 * sync calls reach the disk: `fsync` of a file becomes `fdatasync(2)` of the real file, and the WAL is flushed
 * with `fsync` (the method that goes through that call) at every commit, as on a server PostgreSQL.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const opts = emscriptenOpts as InitOptions;
    const makeDurable = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (typeof stream.nfd !== "number") return 0;
        try {
          fdatasyncSync(stream.nfd);
          return 0;
        } catch {
          throw new module.FS.ErrnoError(EIO);
        }
      };
    };
    return { emscriptenOpts: { ...opts, preRun: [...(opts.preRun ?? []), makeDurable] } };
  }
}

/** PGlite's start-up flags with fsync on and the WAL flushed through `fsync` (see DurableNodeFS). */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((flag) => flag !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];
