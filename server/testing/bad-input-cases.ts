import { DEFAULT_BUDGETS } from "./budgets.ts";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";

/** What a case observed, in the shape supabase-js reports it (status plus PostgREST's error fields). */
export interface Observed {
  status: number;
  code?: string | null;
  message?: string;
  details?: string | null;
  hint?: string | null;
  retryAfter?: string | null;
}

type Case = [id: string, run: (endpoint: string, anonKey: string) => Promise<Observed>];

const valid = { name: "Ada", email: "ada@example.com", business: "Acme", phone: "+1 555 0100", message: "Hello there" };

function fromResult(result: {
  status: number;
  error: { code?: string; message: string; details?: string | null; hint?: string | null } | null;
}): Observed {
  if (!result.error) return { status: result.status };
  const { code, message, details, hint } = result.error;
  return { status: result.status, code: code ?? null, message, details: details ?? null, hint: hint ?? null };
}

async function raw(endpoint: string, path: string, init: RequestInit): Promise<Observed> {
  const response = await fetch(`${endpoint}${path}`, init);
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Omit<Observed, "status">) : {};
  return { status: response.status, ...body, retryAfter: response.headers.get("retry-after") };
}

/** Cases 1–24 of research/backend-ux.md §7: they depend on the backend (schema, grants, RLS, rest-lite). */
export const backendCases: Case[] = [
  ["1 valid contact", async (url, key) => fromResult(await createClient(url, key).from("contacts").insert(valid))],
  [
    "2 valid newsletter email",
    async (url, key) =>
      fromResult(await createClient(url, key).from("newsletter_subscriptions").insert({ email: "Ada@Example.com" })),
  ],
  [
    "3 same email, other case",
    async (url, key) =>
      fromResult(await createClient(url, key).from("newsletter_subscriptions").insert({ email: "ada@example.COM" })),
  ],
  [
    "4 call request not 'requested'",
    async (url, key) =>
      fromResult(
        await createClient(url, key).from("ai_call_requests").insert({
          full_name: "Ada",
          business_email: "ada@example.com",
          phone_number: "+1 555 0100",
          call_status: "completed",
        }),
      ),
  ],
  ...(
    [
      ["5 bad email", { ...valid, email: "not-an-email" }],
      ["6 blank name", { ...valid, name: "   " }],
      ["7 name of 101", { ...valid, name: "a".repeat(101) }],
      ["8 message missing", { name: "Ada", email: "ada@example.com" }],
      ["9a phone words", { ...valid, phone: "call me" }],
      ["9b phone boolean", { ...valid, phone: true }],
      ["10 5,000 emoji", { ...valid, message: "😀".repeat(5000) }],
      ["11 message of 5,001", { ...valid, message: "a".repeat(5001) }],
      ["12 message of 40,000", { ...valid, message: "a".repeat(40_000) }],
      ["13 honeypot column sent", { ...valid, website: "spam" }],
      ["14 created_at forged", { ...valid, created_at: "2000-01-01T00:00:00Z" }],
    ] satisfies [string, Record<string, unknown>][]
  ).map(([id, row]): Case => [
    id,
    async (url, key) => fromResult(await createClient(url, key).from("contacts").insert(row)),
  ]),
  [
    "15 insert().select()",
    async (url, key) => fromResult(await createClient(url, key).from("contacts").insert(valid).select()),
  ],
  ["16 anon select", async (url, key) => fromResult(await createClient(url, key).from("contacts").select("*"))],
  [
    "17 array of two",
    async (url, key) =>
      fromResult(
        await createClient(url, key)
          .from("contacts")
          .insert([valid, { ...valid, name: "Grace" }]),
      ),
  ],
  [
    "18 private schema",
    async (url, key) => fromResult(await createClient(url, key).schema("private").from("lead_writes").insert({})),
  ],
  ["19 unknown table", async (url, key) => fromResult(await createClient(url, key).from("leads").insert(valid))],
  ["20 wrong key", async (url) => fromResult(await createClient(url, "wrong-key").from("contacts").insert(valid))],
  [
    "21 raw: no apikey",
    (url) =>
      raw(url, "/rest/v1/contacts", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid),
      }),
  ],
  [
    "22 raw: invalid json",
    (url, key) =>
      raw(url, "/rest/v1/contacts", {
        method: "POST",
        headers: { apikey: key, "Content-Type": "application/json" },
        body: '{"name":',
      }),
  ],
  [
    "23 raw: text/plain",
    (url, key) =>
      raw(url, "/rest/v1/contacts", {
        method: "POST",
        headers: { apikey: key, "Content-Type": "text/plain" },
        body: JSON.stringify(valid),
      }),
  ],
  [
    "24 raw: keys differ",
    (url, key) =>
      raw(url, "/rest/v1/contacts", {
        method: "POST",
        headers: { apikey: key, "Content-Type": "application/json" },
        body: JSON.stringify([valid, { name: "Grace" }]),
      }),
  ],
];

/** Runs cases in order (they build on each other: 3 needs 2's row). */
export async function replay(cases: Case[], endpoint: string, anonKey: string): Promise<Record<string, Observed>> {
  const observed: Record<string, Observed> = {};
  for (const [id, run] of cases) observed[id] = await run(endpoint, anonKey);
  return observed;
}

/** Case 25: rows 1–60 pass, the 61st from the same address gets 429 with Retry-After (the per-address budget). */
export async function replayRateLimit(endpoint: string, anonKey: string): Promise<Observed[]> {
  const results: Observed[] = [];
  for (let i = 0; i <= DEFAULT_BUDGETS.perAddress; i++) {
    results.push(
      await raw(endpoint, "/rest/v1/newsletter_subscriptions", {
        method: "POST",
        headers: { apikey: anonKey, "Content-Type": "application/json" },
        body: JSON.stringify({ email: `limit-${i}@example.com` }),
      }),
    );
  }
  return results;
}

/** Cases 26–29: transport failures and configuration, which do not depend on the backend. */
export async function replayTransportCases(): Promise<Record<string, Observed | string>> {
  const closed = await listen(() => undefined);
  const closedUrl = closed.url;
  await new Promise((resolve) => closed.server.close(resolve));
  const hanging = await listen(() => undefined);
  const proxy = await listen((_req, res) =>
    res.writeHead(502, { "Content-Type": "text/html" }).end("<html>Bad Gateway</html>"),
  );
  try {
    const down = await createClient(closedUrl, "k").from("contacts").insert(valid);
    const hung = await createClient(hanging.url, "k", { db: { timeout: 300 } })
      .from("contacts")
      .insert(valid);
    const html = await createClient(proxy.url, "k").from("contacts").insert(valid);
    let missingKey = "";
    try {
      createClient(closedUrl, "");
    } catch (error) {
      missingKey = (error as Error).message;
    }
    return {
      "26 server down": { status: down.status, message: down.error?.message ?? "" },
      "27 server hangs": { status: hung.status, message: hung.error?.message ?? "", hint: hung.error?.hint ?? null },
      "28 proxy html 502": { status: html.status, message: html.error?.message ?? "" },
      "29 missing key": missingKey,
    };
  } finally {
    hanging.server.closeAllConnections();
    await Promise.all([hanging, proxy].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  }
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
