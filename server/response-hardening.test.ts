// Every response hardened (docs/product/leads-and-data.md#responses): the baseline security headers on every kind of
// answer, no-store on anything that returns leads, no internal error text, a newsletter answer that does not tell
// whether an address was subscribed. PGlite and PostgreSQL 15.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./app.ts";
import type { Database } from "./db/database.ts";
import { NON_PAGE_POLICY, POLICY_FILE, securityHeaders } from "./site-policy.ts";
import { databaseBackends } from "./testing/backends.ts";

const KEY = "local-anon-key";
const SERVICE_KEY = "service-key-for-tests";
const PAGE_POLICY = "default-src 'self'; frame-ancestors 'none'";

describe.each(databaseBackends())("$name", ({ open }) => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let server: RunningServer;
  let distDir: string;
  beforeAll(async () => {
    ({ db, close: closeDb } = await open());
    distDir = await mkdtemp(path.join(tmpdir(), "hardening-dist-"));
    await writeFile(path.join(distDir, "index.html"), "<h1>Home</h1>");
    await writeFile(path.join(distDir, "404.html"), "<h1>Not found</h1>");
    await writeFile(path.join(distDir, POLICY_FILE), PAGE_POLICY);
    server = await startServer({ port: 0, database: db, distDir, serviceKey: SERVICE_KEY });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
    await rm(distDir, { recursive: true, force: true });
  });

  const post = (table: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/rest/v1/${table}`, {
      method: "POST",
      headers: { apikey: KEY, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const baseline = (response: Response) =>
    Object.fromEntries(Object.keys(securityHeaders()).map((name) => [name, response.headers.get(name)]));
  /** A request target fetch would never send: `http://[` (no URL parser accepts it). */
  const unparseableTarget = () =>
    new Promise<Response>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      request({ hostname, port, path: "http://[" }, (res) => {
        res.resume();
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === "string") headers.set(name, value);
        resolve(new Response(null, { status: res.statusCode ?? 0, headers }));
      })
        .on("error", reject)
        .end();
    });

  it.each<[string, () => Promise<Response>, number]>([
    ["a stored lead", () => post("newsletter_subscriptions", { email: "headers@example.com" }), 201],
    ["a refused lead", () => post("contacts", { name: "A" }), 400],
    ["a missing key", () => fetch(`${server.url}/rest/v1/contacts`, { method: "POST" }), 401],
    ["a preflight", () => fetch(`${server.url}/rest/v1/contacts`, { method: "OPTIONS" }), 200],
    ["the health check", () => fetch(`${server.url}/healthz`), 200],
    ["the callback plan", () => fetch(`${server.url}/api/callbacks`), 200],
    ["an unauthorised export", () => fetch(`${server.url}/_local/export?table=contacts&format=csv`), 401],
    ["a request target no parser takes", unparseableTarget, 400],
  ])("%s carries the baseline headers with the non-page policy", async (_, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(baseline(response)).toEqual(securityHeaders(NON_PAGE_POLICY));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    ["/", 200],
    ["/nowhere", 404],
  ])("the page %s keeps the baseline with the build's own policy", async (pathname, status) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(status);
    expect(baseline(response)).toEqual(securityHeaders(PAGE_POLICY));
  });

  it("a service-key read of the leads and the export are not stored by any cache", async () => {
    const read = await fetch(`${server.url}/rest/v1/newsletter_subscriptions`, { headers: { apikey: SERVICE_KEY } });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(baseline(read)).toEqual(securityHeaders(NON_PAGE_POLICY));
    const exported = await fetch(`${server.url}/_local/export?table=newsletter_subscriptions&format=csv`, {
      headers: { Authorization: `Bearer ${SERVICE_KEY}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("cache-control")).toBe("no-store");
    expect(baseline(exported)).toEqual(securityHeaders(NON_PAGE_POLICY));
  });

  it("answers a newsletter sign-up the same whether or not the address is subscribed, and stores it once", async () => {
    const first = await post("newsletter_subscriptions", { email: "Twice@Example.com" });
    const again = await post("newsletter_subscriptions", { email: " twice@example.com " });
    const both = await post("newsletter_subscriptions", [{ email: "pair@example.com" }, { email: "PAIR@example.com" }]);
    for (const response of [first, again, both]) {
      expect(response.status).toBe(201);
      expect(await response.text()).toBe("");
    }
    const { rows } = await db.query<{ email: string }>(
      "select email from public.newsletter_subscriptions where lower(email) in ('twice@example.com', 'pair@example.com') order by lower(email)",
    );
    expect(rows.map((row) => row.email)).toEqual(["pair@example.com", "Twice@Example.com"]);
  });

  it("simultaneous sign-ups of one address store it once, every answer 201", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("newsletter_subscriptions", { email: "race@example.com" })),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(10).fill(201));
    const { rows } = await db.query("select 1 from public.newsletter_subscriptions where email = 'race@example.com'");
    expect(rows).toHaveLength(1);
  });

  it("an unexpected database failure answers without its own words", async () => {
    // A statement the database fails on its side (division by zero in a trigger would do; a cancelled statement
    // is simplest): the client reads only that the server failed.
    await db.query(`create or replace function public.fail_always() returns trigger language plpgsql as $$
      begin raise exception using errcode = 'XX000', message = 'secret at /var/lib/internal:5432'; end $$`);
    await db.query(`create trigger fail_always before insert on public.contacts
      for each row execute function public.fail_always()`);
    try {
      const response = await post("contacts", {
        name: "Ada",
        email: "ada@example.com",
        business: "Ada Events",
        phone: "+44 20 7946 0000",
        message: "A message long enough",
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: "XX000",
        details: null,
        hint: null,
        message: "Internal server error",
      });
    } finally {
      await db.query("drop trigger fail_always on public.contacts");
    }
  });
});
