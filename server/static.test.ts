import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createStaticHandler } from "./static.ts";

let dir: string;
let server: Server;
let base: string;
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;

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
    writeFile(path.join(dir, "robots.txt"), "User-agent: *\n"),
    writeFile(path.join(dir, "sitemap.xml"), "<urlset/>"),
    writeFile(path.join(dir, "assets", "app-abc123.js"), script),
    writeFile(path.join(dir, "assets", "logo-abc123.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  ]);
  const handle = createStaticHandler(dir);
  server = createServer((req, res) => void handle(req, res, new URL(req.url ?? "/", "http://x")));
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
    ["/about/", "<h1>About</h1>"],
    ["/about.html", "<h1>About</h1>"],
  ])("%s serves its prerendered page, revalidated", async (pathname, html) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body.toString()).toBe(html);
  });

  it.each(["/nope", "/assets/missing.js", "/../etc/passwd", "/%2e%2e/package.json"])(
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
