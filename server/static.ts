import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { contentSecurityPolicy, POLICY_FILE, securityHeaders } from "./site-policy.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".map", ".txt", ".xml", ".svg"]);
const IMMUTABLE = "public, max-age=31536000, immutable";

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  /** A strong validator of the raw bytes; each encoding gets its own suffix (they are different representations). */
  etag: string;
  /** Each encoding, compressed once (the promise, so a request during the warm-up does not compress it again). */
  encoded: Map<"br" | "gzip", Promise<Buffer>>;
}

const etagFor = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 27);

/** Whether an If-None-Match header names this validator (weak comparison, as for GET and HEAD). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}

/** The policy the build wrote beside its pages; a build without one gets the policy of an unconfigured build. */
function readPolicy(root: string): string {
  try {
    return readFileSync(path.join(root, POLICY_FILE), "utf8").trim();
  } catch {
    return contentSecurityPolicy({});
  }
}

/**
 * The address of a prerendered page from its file under the site's root (`about.html` → `/about`), percent-encoded as
 * a request's path is; null for other files.
 */
function pagePath(file: string): string | null {
  if (path.extname(file).toLowerCase() !== ".html" || file.startsWith("..")) return null;
  const route = `/${file.split(path.sep).join("/")}`.replace(/(\/index)?\.html$/i, "");
  return encodeURI(route === "" ? "/" : route);
}

/**
 * Serves the prerendered site from `distDir`: `/about` → about.html (`/about/`, `/about.html` and other spellings
 * of a page are redirected to its one address), unknown routes → 404.html with status 404, hashed `/assets/*`
 * cached for a year, HTML revalidated (ETag, 304), text compressed once and kept, and the security headers of
 * server/site-policy.ts on every response. The returned `warmUp()` reads and compresses every file ahead of the
 * first visitor: brotli at its best quality takes ~50 ms for a page, which the first request after a deploy (or a
 * restart) would otherwise wait for.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const realRoot = realpath(root).catch(() => root);
  const notFoundFile = path.join(root, "404.html");
  const cache = new Map<string, CachedFile>();
  const security = securityHeaders(readPolicy(root));

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(file);
    const entry: CachedFile = { mtimeMs: info.mtimeMs, body, etag: etagFor(body), encoded: new Map() };
    cache.set(file, entry);
    return entry;
  }

  async function resolve(pathname: string): Promise<{ file: string; entry: CachedFile } | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const clean = path.posix.normalize(decoded).replace(/\/+$/, "");
    if (clean.includes("\0") || clean.split("/").includes("..")) return null;
    const base = clean === "" ? "/index" : clean;
    const candidates = path.extname(base) ? [base] : [`${base}.html`, `${base}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root + path.sep)) continue;
      const entry = await load(file);
      if (entry) return { file, entry };
    }
    return null;
  }

  /**
   * Every text file a visitor loads (source maps are left for whoever asks), read and compressed in both encodings,
   * one at a time so startup stays responsive; `signal` stops it between files (the server is closing).
   */
  async function warmUp(signal?: AbortSignal): Promise<void> {
    const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
    for (const name of files) {
      if (signal?.aborted) return;
      const ext = path.extname(name).toLowerCase();
      if (!COMPRESSIBLE.has(ext) || ext === ".map") continue;
      const entry = await load(path.join(root, name));
      if (!entry) continue;
      await compressed(entry, "br");
      await compressed(entry, "gzip");
    }
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res
        .writeHead(405, { ...security, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" })
        .end("Method Not Allowed");
      return;
    }
    const resolved = await resolve(url.pathname);
    // The not-found page has no address of its own: `/404` is as unknown as any other path.
    const found = resolved?.file === notFoundFile ? null : resolved;
    // A page's address from its file's name as stored: on a case-insensitive disk (macOS, Windows) `/ABOUT` opens
    // about.html. Only pages ask the disk; assets are served as found.
    const isPage = found && path.extname(found.file).toLowerCase() === ".html";
    const canonical = isPage && pagePath(path.relative(await realRoot, await realpath(found.file)));
    if (canonical && canonical !== url.pathname) {
      // One address per page: the client renders the route its address names, so `/about/`, `/about.html` or
      // `/%61bout` served as About would be hydrated as the not-found page.
      res.writeHead(301, { ...security, Location: `${canonical}${url.search}`, "Cache-Control": "no-cache" }).end();
      return;
    }
    const notFound = found ? null : await load(notFoundFile);
    if (!found && !notFound) {
      res
        .writeHead(404, { ...security, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" })
        .end("Not Found");
      return;
    }
    const file = found?.file ?? notFoundFile;
    const entry = (found?.entry ?? notFound) as CachedFile;
    const ext = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      ...security,
      "Content-Type": CONTENT_TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": url.pathname.startsWith("/assets/") && found ? IMMUTABLE : "no-cache",
    };
    let body = entry.body;
    let etag = entry.etag;
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = "Accept-Encoding";
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      if (encoding) {
        body = await compressed(entry, encoding);
        headers["Content-Encoding"] = encoding;
        etag = `${etag}-${encoding}`;
      }
    }
    headers.ETag = `"${etag}"`;
    if (found && matchesEtag(req.headers["if-none-match"], headers.ETag)) {
      delete headers["Content-Type"];
      delete headers["Content-Encoding"];
      res.writeHead(304, headers).end();
      return;
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(found ? 200 : 404, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return Object.assign(handleStatic, { warmUp });
}

function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

function compressed(entry: CachedFile, encoding: "br" | "gzip"): Promise<Buffer> {
  let body = entry.encoded.get(encoding);
  if (!body) {
    body =
      encoding === "br"
        ? brotli(entry.body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
          })
        : gzipAsync(entry.body, { level: 9 });
    entry.encoded.set(encoding, body);
    // A failure is not kept: the next request tries again.
    body.catch(() => {
      if (entry.encoded.get(encoding) === body) entry.encoded.delete(encoding);
    });
  }
  return body;
}
