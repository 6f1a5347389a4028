import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { contentSecurityPolicy, POLICY_FILE } from "./site-policy.ts";
import { INLINE_SCRIPT_SOURCES } from "./start-script.ts";
import { requestUrl } from "./request-url.ts";
import { createStaticHandler } from "./static.ts";

const inlineScripts = INLINE_SCRIPT_SOURCES.join(" ");

let dir: string;
let server: Server;
let base: string;
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
/** As the build writes it for a site with the voice demo and hosted Supabase configured. */
const builtPolicy = contentSecurityPolicy({
  VITE_VAPI_PUBLIC_KEY: "pk",
  VITE_VAPI_ASSISTANT_ID: "asst",
  VITE_SUPABASE_URL: "https://abc.supabase.co",
});

/** Raw GET (fetch would decode bodies and hide Content-Encoding handling). */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "leads-static-"));
  await mkdir(path.join(dir, "assets"));
  await Promise.all([
    writeFile(path.join(dir, "index.html"), "<h1>Home</h1>"),
    writeFile(path.join(dir, "about.html"), "<h1>About</h1>"),
    writeFile(path.join(dir, "404.html"), "<h1>Not found</h1>"),
    writeFile(path.join(dir, "café.html"), "<h1>Café</h1>"),
    // What a case-insensitive disk (macOS, Windows) does: another spelling opens the same file.
    symlink("about.html", path.join(dir, "About.html")),
    writeFile(path.join(dir, "robots.txt"), "User-agent: *\n"),
    writeFile(path.join(dir, "sitemap.xml"), "<urlset/>"),
    writeFile(path.join(dir, "assets", "app-abc123.js"), script),
    writeFile(path.join(dir, "assets", "logo-abc123.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    writeFile(path.join(dir, POLICY_FILE), `${builtPolicy}\n`),
  ]);
  const handle = createStaticHandler(dir);
  server = createServer((req, res) => void handle(req, res, requestUrl(req.url)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("static site", () => {
  it.each([
    ["/", "<h1>Home</h1>"],
    ["/about", "<h1>About</h1>"],
    ["/caf%C3%A9", "<h1>Café</h1>"],
  ])("%s serves its prerendered page, revalidated", async (pathname, html) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body.toString()).toBe(html);
  });

  it.each([
    ["/about/", "/about"],
    ["/about.html", "/about"],
    ["//about", "/about"],
    ["/%61bout", "/about"],
    ["/about/?ref=mail", "/about?ref=mail"],
    ["/index.html", "/"],
    ["/index", "/"],
    ["/About", "/about"],
  ])("%s redirects to the page's one address, %s", async (pathname, location) => {
    const response = await get(pathname);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers["content-security-policy"]).toBeDefined();
    expect(response.body.length).toBe(0);
  });

  it.each(["/ABOUT", "//evil.example", "/about.htm"])("%s is no spelling of a page: 404", async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it.each(["/nope", "/404", "/404.html", "/assets/missing.js", "/../etc/passwd", "/%2e%2e/package.json"])(
    "%s answers 404 with the not-found page",
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body.toString()).toBe("<h1>Not found</h1>");
    },
  );

  it("caches hashed assets for a year with their content type", async () => {
    const response = await get("/assets/logo-abc123.png");
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it("compresses text with brotli or gzip as the client accepts", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("serves robots.txt and sitemap.xml as they are", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body.toString()).toBe("User-agent: *\n");
    expect((await get("/sitemap.xml")).headers["content-type"]).toBe("application/xml; charset=utf-8");
  });
});

describe("security headers", () => {
  it.each(["/", "/about", "/missing", "/assets/app-abc123.js"])(
    "sends the build's policy and the fixed rules on %s",
    async (pathname) => {
      const { headers } = await get(pathname);
      expect(headers["content-security-policy"]).toBe(builtPolicy);
      expect(headers).toMatchObject({
        "referrer-policy": "strict-origin-when-cross-origin",
        "permissions-policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=()",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "cross-origin-opener-policy": "same-origin",
      });
    },
  );

  it("allows scripts from this origin and the configured services only: no eval, no inline script but the two start scripts", () => {
    const directives = new Map(
      builtPolicy.split("; ").map((directive): [string, string[]] => {
        const [name = "", ...sources] = directive.split(" ");
        return [name, sources];
      }),
    );
    expect(directives.get("script-src")).toEqual(["'self'", ...INLINE_SCRIPT_SOURCES, "https://*.daily.co"]);
    expect(directives.get("connect-src")).toEqual([
      "'self'",
      "https://abc.supabase.co",
      "https://api.vapi.ai",
      "https://*.daily.co",
      "wss://*.daily.co",
    ]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(builtPolicy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("names only what an unconfigured build talks to: its own origin", () => {
    expect(contentSecurityPolicy({})).toContain(`script-src 'self' ${inlineScripts}; `);
    expect(contentSecurityPolicy({})).toContain("connect-src 'self'; ");
    // A same-origin analytics path adds nothing; an absolute one adds its origin to scripts, images and connects.
    expect(contentSecurityPolicy({ VITE_ANALYTICS_SRC: "/a.js" })).toBe(contentSecurityPolicy({}));
    const withAnalytics = contentSecurityPolicy({ VITE_ANALYTICS_SRC: "https://stats.example.com/s.js?site=1" });
    expect(withAnalytics).toContain(`script-src 'self' ${inlineScripts} https://stats.example.com;`);
    expect(withAnalytics).toContain("connect-src 'self' https://stats.example.com;");
  });
});

describe("conditional requests", () => {
  it.each([
    ["/about", {}],
    ["/about", { "Accept-Encoding": "br" }],
    ["/assets/app-abc123.js", { "Accept-Encoding": "gzip" }],
    ["/assets/logo-abc123.png", {}],
  ])("answers 304 with no body when %s is unchanged (%j)", async (pathname, encoding) => {
    const first = await get(pathname, encoding);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(pathname, { ...encoding, "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
    // A weak form of the same tag, in a list, matches too (GET uses the weak comparison).
    expect((await get(pathname, { ...encoding, "If-None-Match": `"other", W/${etag}` })).status).toBe(304);
  });

  it("gives each encoding its own validator, and a changed file a new one", async () => {
    const plain = (await get("/about")).headers.etag as string;
    const brotli = (await get("/about", { "Accept-Encoding": "br" })).headers.etag as string;
    expect(brotli).not.toBe(plain);
    expect((await get("/about", { "If-None-Match": brotli })).status).toBe(200);

    await writeFile(path.join(dir, "about.html"), "<h1>About us</h1>");
    const changed = await get("/about", { "If-None-Match": plain });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe("<h1>About us</h1>");
    expect(changed.headers.etag).not.toBe(plain);
    await writeFile(path.join(dir, "about.html"), "<h1>About</h1>");
  });

  it("never answers 304 for the not-found page", async () => {
    const first = await get("/missing");
    const again = await get("/missing", { "If-None-Match": first.headers.etag as string });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toBe("<h1>Not found</h1>");
  });
});

describe("warm-up", () => {
  /** A site whose page is replaced after the handler started, keeping its timestamp: what was served shows what was cached. */
  async function servedAfterSwap(warm: boolean, signal?: AbortSignal): Promise<string> {
    const site = await mkdtemp(path.join(tmpdir(), "leads-warm-"));
    const page = path.join(site, "index.html");
    try {
      const built = new Date("2026-01-01T00:00:00Z");
      await writeFile(page, "<h1>Built</h1>");
      await utimes(page, built, built);
      const handle = createStaticHandler(site);
      if (warm) await handle.warmUp(signal);
      await writeFile(page, "<h1>Swapped</h1>");
      await utimes(page, built, built);
      const host = createServer((req, res) => void handle(req, res, new URL(req.url ?? "/", "http://x")));
      await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
      const response = await new Promise<Buffer>((resolve, reject) => {
        request(
          `http://127.0.0.1:${(host.address() as AddressInfo).port}/`,
          { headers: { "accept-encoding": "br" } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve(Buffer.concat(chunks)));
          },
        )
          .on("error", reject)
          .end();
      });
      await new Promise((resolve) => host.close(resolve));
      return brotliDecompressSync(response).toString();
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }

  it("reads and compresses every page before the first request", async () => {
    expect(await servedAfterSwap(true)).toBe("<h1>Built</h1>");
  });

  it("stops when the server is closing: an aborted warm-up caches nothing", async () => {
    expect(await servedAfterSwap(true, AbortSignal.abort())).toBe("<h1>Swapped</h1>");
  });

  it("(control) without it, the first request reads the file", async () => {
    expect(await servedAfterSwap(false)).toBe("<h1>Swapped</h1>");
  });
});
