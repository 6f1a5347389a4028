// The emulator's own behaviour, over raw fetch (the client-side view is in src/rest/*.test.ts).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "./index.ts";
import { routes } from "./routes.ts";

const TOKEN = "emu-token";

describe("startEmulator", () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ token: TOKEN });
  });
  afterEach(() => emulator.reset());
  afterAll(() => emulator.close());

  const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${emulator.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json", ...headers },
      body,
    });

  it("listens on a free loopback port by default", () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("answers 404 for an unknown route and for a method the route does not have", async () => {
    const unknown = await send("GET", "/nothing-here");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Cannot GET /nothing-here", error: "Not Found", statusCode: 404 });
    // Chats cannot be updated (docs/product/voice-sdk.md#platform-rest-api): PATCH /chat/{id} does not exist.
    expect((await send("PATCH", "/chat/chat-1", "{}")).status).toBe(404);
  });

  it("answers 404 on every item route for an unknown id", async () => {
    const itemRoutes = routes.filter((route) => route.pattern.includes("{id}"));
    expect(itemRoutes.length).toBeGreaterThan(60);
    for (const { method, pattern } of itemRoutes) {
      const path = pattern.replace("{id}", "missing").replace(/\{\w+\}/g, "p");
      const response = await send(method, path, method === "GET" || method === "DELETE" ? undefined : "{}");
      expect({ route: `${method} ${pattern}`, status: response.status }).toEqual({
        route: `${method} ${pattern}`,
        status: 404,
      });
    }
  });

  it("keeps nested collections apart per parent", async () => {
    await send("POST", "/test-suite/a/test", '{"name":"in a"}');
    expect(await (await send("GET", "/test-suite/a/test")).json()).toMatchObject([{ name: "in a" }]);
    expect(await (await send("GET", "/test-suite/b/test")).json()).toEqual([]);
  });

  it("paginates where the platform does, and applies limit", async () => {
    for (const name of ["x", "y", "z"]) await send("POST", "/campaign", JSON.stringify({ name }));
    expect(await (await send("GET", "/campaign?limit=2")).json()).toMatchObject({
      results: [{ name: "x" }, { name: "y" }],
      metadata: { itemsPerPage: 2, totalItems: 3 },
    });
  });

  it("requires multipart on /file and /file/upload", async () => {
    const response = await send("POST", "/file", '{"name":"x"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Expected a multipart/form-data body" });
  });

  it("logs each request with its answer, query and headers", async () => {
    await send("GET", "/assistant?limit=1&idAny=a&idAny=b", undefined, { "X-Trace": "t1" });
    expect(emulator.requests).toEqual([
      expect.objectContaining({
        method: "GET",
        path: "/assistant",
        query: { limit: "1", idAny: ["a", "b"] },
        status: 200,
        headers: expect.objectContaining({ "x-trace": "t1", authorization: `Bearer ${TOKEN}` }) as unknown,
      }),
    ]);
  });

  it("serves queued faults in order, only on matching paths, then behaves again", async () => {
    emulator.fail({ status: 429, headers: { "retry-after": "1" }, path: "/squad" });
    emulator.fail({ status: 500, body: { message: "down" } });
    expect((await send("GET", "/assistant")).status).toBe(500);
    const limited = await send("GET", "/squad");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect((await send("GET", "/squad")).status).toBe(200);
  });

  it("answers CORS preflights without logging them", async () => {
    const response = await fetch(`${emulator.url}/assistant`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")).toBe("authorization, content-type");
    expect(emulator.requests).toEqual([]);
  });
});

describe("the command line", () => {
  it("starts on the given port, serves the API and stops on SIGTERM", async () => {
    const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", cli, "--port", "0", "--token", TOKEN], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [firstLine] = (await once(child.stdout, "data")) as [Buffer];
      const url = /listening on (\S+)/.exec(firstLine.toString())?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${url}/assistant`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(await response.json()).toEqual([]);
      expect((await fetch(`${url}/assistant`)).status).toBe(401);
    } finally {
      child.kill("SIGTERM");
    }
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(0);
  });
});
