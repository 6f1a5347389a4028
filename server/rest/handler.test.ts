import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../app.ts";
import { openPglite } from "../db/pglite.ts";
import type { Database } from "../db/database.ts";
import { migrationsDir } from "../migrate.ts";

const KEY = "local-anon-key";
const json = { apikey: KEY, "Content-Type": "application/json" };
let db: Database;
let server: RunningServer;

beforeAll(async () => {
  db = await openPglite();
  server = await startServer({
    port: 0,
    database: db,
    serviceKey: "svc",
    rateLimit: { max: 2, windowSeconds: 600 },
    allowedOrigins: ["https://parley.example"],
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await db.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
  fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });

describe("rest endpoint details beyond the bad-input table", () => {
  it("answers the site's CORS preflight as PostgREST does, without credentials (the forms send keys, not cookies)", async () => {
    const response = await fetch(`${server.url}/rest/v1/contacts`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://parley.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey,authorization,content-profile,content-type,x-client-info",
      },
    });
    expect(response.status).toBe(200);
    expect(Object.fromEntries([...response.headers].filter(([name]) => name.startsWith("access-control-")))).toEqual({
      "access-control-allow-origin": "https://parley.example",
      "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
      "access-control-allow-headers": "apikey,authorization,content-profile,content-type,x-client-info",
      "access-control-max-age": "86400",
      "access-control-expose-headers": "Content-Encoding, Content-Location, Content-Range, Retry-After",
    });
  });

  it("creates with 201, no body and Content-Range */*", async () => {
    const response = await post("/rest/v1/newsletter_subscriptions", { email: "one@example.com" });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-range")).toBe("*/*");
    expect(await response.text()).toBe("");
  });

  it.each([
    ["PUT", "/rest/v1/contacts", 405, { code: "PGRST117", message: "Unsupported HTTP method: PUT" }],
    ["GET", "/rest/v1/", 404, { code: "PGRST125", message: "Invalid path specified in request URL" }],
    ["GET", "/rest/v1/contacts/1", 404, { code: "PGRST125", message: "Invalid path specified in request URL" }],
  ])("%s %s → %i", async (method, path, status, body) => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { apikey: KEY } });
    expect(response.status).toBe(status);
    expect(response.headers.get("proxy-status")).toBe(`PostgREST; error=${body.code}`);
    expect(await response.json()).toEqual({ details: null, hint: null, ...body });
  });

  it("refuses a bearer token that is not the key", async () => {
    const response = await post("/rest/v1/contacts", {}, { ...json, Authorization: "Bearer someone-else" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "PGRST301" });
  });

  it("counts writes per client address from the socket, or behind trusted proxies from the right-most untrusted hop", async () => {
    // One write was made above from 127.0.0.1; the limit is 2. With no trusted proxy the header is not believed.
    const spoofed = { ...json, "X-Forwarded-For": "203.0.113.9" };
    expect((await post("/rest/v1/newsletter_subscriptions", { email: "two@example.com" }, spoofed)).status).toBe(201);
    expect((await post("/rest/v1/newsletter_subscriptions", { email: "three@example.com" }, spoofed)).status).toBe(429);

    const proxied = await startServer({
      port: 0,
      database: db,
      trustProxy: 1,
      rateLimit: { max: 2, windowSeconds: 600 },
    });
    try {
      // The proxy (this socket) appended the address it saw; whatever is left of it came from the client.
      const via = (header: string, email: string) =>
        fetch(`${proxied.url}/rest/v1/newsletter_subscriptions`, {
          method: "POST",
          headers: { ...json, "X-Forwarded-For": header },
          body: JSON.stringify({ email }),
        }).then((response) => response.status);
      expect([
        await via("1.1.1.1, 203.0.113.9", "a@example.com"),
        await via("2.2.2.2, 203.0.113.9", "b@example.com"),
      ]).toEqual([201, 201]);
      expect(await via("3.3.3.3, 203.0.113.9", "c@example.com")).toBe(429);
      expect(await via("203.0.113.9, 198.51.100.7", "d@example.com")).toBe(201);
      // A malformed hop is neither believed nor an error: it counts as the proxy's own address (127.0.0.1, which
      // is at its limit here), exactly like a request with no header.
      expect(await via("not an address", "e@example.com")).toBe(429);
      expect(await via("", "f@example.com")).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("lets the service key read what anon cannot", async () => {
    const anon = await fetch(`${server.url}/rest/v1/newsletter_subscriptions`, { headers: { apikey: KEY } });
    expect(anon.status).toBe(401);
    const owner = await fetch(`${server.url}/rest/v1/newsletter_subscriptions?select=*`, {
      headers: { apikey: "svc" },
    });
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { email: string }[]).map((row) => row.email)).toContain("one@example.com");
  });

  it("applies each migration once and records it where the Supabase CLI does", async () => {
    const { rows } = await db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(rows.map((row) => row.version)).toEqual(
      readdirSync(migrationsDir)
        .filter((file) => file.endsWith(".sql"))
        .map((file) => file.split("_")[0])
        .sort(),
    );
  });
});
