// Our origin only (docs/product/leads-and-data.md#our-origin-only): another site's page gets no CORS answer and
// cannot write through its visitors' browsers; the site's own pages and non-browser clients can. PGlite and PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./app.ts";
import type { Database } from "./db/database.ts";
import { allowedOriginsFromEnv, isAllowedOrigin } from "./origin.ts";
import { databaseBackends } from "./testing/backends.ts";
import { migrate } from "./migrate.ts";
import { pgErrorFields } from "./db/database.ts";
import { restErrorFromPg } from "./rest/errors.ts";

const KEY = "local-anon-key";
const SITE = "https://parley.example";
const FOREIGN = "https://evil.example";

describe("isAllowedOrigin and its configuration", () => {
  it("allows the configured origins and requests without Origin, nothing else", () => {
    const config = { allowedOrigins: [SITE] };
    expect(isAllowedOrigin(SITE, config)).toBe(true);
    expect(isAllowedOrigin(undefined, config)).toBe(true);
    expect(isAllowedOrigin(FOREIGN, config)).toBe(false);
    expect(isAllowedOrigin("null", config)).toBe(false);
    expect(isAllowedOrigin(`${SITE}.evil.example`, config)).toBe(false);
    expect(isAllowedOrigin("http://parley.example", config)).toBe(false);
  });

  it("reads ALLOWED_ORIGINS, else SITE_URL's origin, else the default site URL", () => {
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: "https://a.example, https://www.a.example/" })).toEqual([
      "https://a.example",
      "https://www.a.example",
    ]);
    expect(allowedOriginsFromEnv({ SITE_URL: "https://Parley.example/about" })).toEqual([SITE]);
    expect(allowedOriginsFromEnv({})).toEqual(["http://localhost:4173"]);
    expect(() => allowedOriginsFromEnv({ ALLOWED_ORIGINS: "parley.example" })).toThrow(
      "ALLOWED_ORIGINS/SITE_URL: 'parley.example' is not an http(s) origin",
    );
  });
});

describe.each(databaseBackends())("$name", ({ open }) => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let server: RunningServer;
  beforeAll(async () => {
    ({ db, close: closeDb } = await open());
    server = await startServer({ port: 0, database: db, allowedOrigins: [SITE] });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
  });

  const preflight = (origin: string) =>
    fetch(`${server.url}/rest/v1/contacts`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "apikey" },
    });
  const subscribe = (email: string, origin?: string) =>
    fetch(`${server.url}/rest/v1/newsletter_subscriptions`, {
      method: "POST",
      headers: { apikey: KEY, "Content-Type": "application/json", ...(origin ? { Origin: origin } : {}) },
      body: JSON.stringify({ email }),
    });
  const stored = async (email: string) =>
    (await db.query("select 1 from public.newsletter_subscriptions where email = $1", [email])).rows.length;
  const corsHeaders = (response: Response) =>
    [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));

  it("answers a foreign origin's preflight with 403 and no CORS headers", async () => {
    const response = await preflight(FOREIGN);
    expect(response.status).toBe(403);
    expect(corsHeaders(response)).toEqual([]);
  });

  it("refuses a foreign origin's write outright and stores nothing", async () => {
    const response = await subscribe("foreign@example.com", FOREIGN);
    expect(response.status).toBe(403);
    expect(corsHeaders(response)).toEqual([]);
    expect(await response.json()).toEqual({
      code: "PGRST_ORIGIN",
      details: null,
      hint: null,
      message: "This API answers only the site's own pages",
    });
    expect(await stored("foreign@example.com")).toBe(0);
  });

  it("lets the site's own pages (configured and the server's own address) and Origin-less clients write", async () => {
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
    expect((await subscribe("site@example.com", SITE)).status).toBe(201);
    expect((await subscribe("own@example.com", server.url)).status).toBe(201);
    expect((await subscribe("script@example.com")).status).toBe(201);
    expect(await stored("site@example.com")).toBe(1);
    expect(await stored("own@example.com")).toBe(1);
    expect(await stored("script@example.com")).toBe(1);
  });
});

describe.each(databaseBackends())("hosted Supabase's pre-request origin check on $name", ({ open }) => {
  let db: Database;
  let closeDb: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close: closeDb } = await open());
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await closeDb?.();
  });

  /** One API request as hosted PostgREST runs it: the visitor's role and headers, the pre-request check, the insert. */
  const asAnon = (email: string, headers: Record<string, string>) =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true), set_config('request.headers', $1, true)`, [
        JSON.stringify({ "x-forwarded-for": "203.0.113.9", ...headers }),
      ]);
      await tx.query("select public.check_origin()");
      await tx.query("insert into public.newsletter_subscriptions (email) values ($1)", [email]);
    });

  it("checks nothing until the owner names the site's origins", async () => {
    await expect(asAnon("before@example.com", { origin: FOREIGN })).resolves.toBeUndefined();
  });

  it("then refuses another origin's request with 403 before anything is stored, and lets the site's and Origin-less ones in", async () => {
    await db.query("insert into private.allowed_origins (origin) values ($1)", [SITE]);
    const refused = await asAnon("foreign@example.com", { origin: FOREIGN }).then(
      () => null,
      (error: unknown) =>
        restErrorFromPg(pgErrorFields(error) ?? { code: "", message: "", details: null, hint: null }, true),
    );
    expect(refused?.status).toBe(403);
    expect(refused?.body).toEqual({
      code: "PGRST_ORIGIN",
      details: null,
      hint: null,
      message: "This API answers only the site's own pages",
    });
    await expect(asAnon("site@example.com", { origin: SITE })).resolves.toBeUndefined();
    await expect(asAnon("script@example.com", {})).resolves.toBeUndefined();
    const { rows } = await db.query("select email from public.newsletter_subscriptions order by email");
    expect(rows).toEqual([
      { email: "before@example.com" },
      { email: "script@example.com" },
      { email: "site@example.com" },
    ]);
  });
});
