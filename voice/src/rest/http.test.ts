import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { inspect } from "node:util";
import { startEmulator, type Emulator } from "../testing/emulator/index.ts";
import {
  buildUrl,
  createAssistantsApi,
  createCredentialsApi,
  createFilesApi,
  createHttp,
  createRestClient,
  DEFAULT_BASE_URL,
  INITIAL_RETRY_DELAY_MS,
  parseRetryAfter,
  RestAbortError,
  RestApiError,
  RestError,
  RestNetworkError,
  RestRequestError,
  RestTimeoutError,
  type HttpOptions,
} from "./index.ts";

const TOKEN = "sk-live-9d8e7f6a5b4c";

/** A scripted fetch: answers in order, records what it was called with. */
function scriptedFetch(...answers: (Response | Error | (() => Response))[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} });
    const answer = answers.shift();
    if (answer === undefined) throw new Error("unexpected request");
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(typeof answer === "function" ? answer() : answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** A fetch that never answers until its signal aborts (and, like fetch, fails at once on an aborted signal). */
const hangingFetch = vi.fn(
  (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const fail = () => reject(new DOMException("aborted", "AbortError"));
      if (init?.signal?.aborted) fail();
      init?.signal?.addEventListener("abort", fail);
    }),
) as unknown as typeof fetch;

/** Zero-delay sleep that records the delays asked for. */
function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: (ms: number) => (delays.push(ms), Promise.resolve()) };
}

function http(options: HttpOptions) {
  return createHttp({ token: TOKEN, baseUrl: "https://api.test", random: () => 0.5, ...options });
}

/** Everything an error exposes: message, stack, own properties and the cause chain, as the console shows it. */
const exposed = (error: unknown) => `${String(error)} ${inspect(error, { depth: 10, showHidden: true })}`;

describe("requests", () => {
  it("defaults to the platform host and sends the bearer token", async () => {
    const { fetch, calls } = scriptedFetch(json([]));
    await createAssistantsApi(createHttp({ token: TOKEN, fetch })).list();
    expect(DEFAULT_BASE_URL).toBe("https://api.vapi.ai");
    expect(calls[0]?.url).toBe("https://api.vapi.ai/assistant");
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}`, Accept: "application/json" });
  });

  it("asks an async token provider before every attempt", async () => {
    const tokens = ["jwt-1", "jwt-2"];
    const { fetch, calls } = scriptedFetch(json({}, 503), json({}));
    const { sleep } = recordingSleep();
    await createHttp({ token: () => Promise.resolve(tokens.shift()!), fetch, sleep }).request({
      method: "GET",
      path: "/x",
    });
    expect(calls.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual([
      "Bearer jwt-1",
      "Bearer jwt-2",
    ]);
  });

  it("serialises queries: arrays repeat, dates become ISO, undefined and null are left out", () => {
    expect(
      buildUrl("https://h", "/call", {
        limit: 5,
        idAny: ["a b", "c&d"],
        createdAtGt: new Date("2026-02-03T04:05:06Z"),
        assistantId: undefined,
        phoneNumberId: null,
        archived: false,
      }),
    ).toBe("https://h/call?limit=5&idAny=a+b&idAny=c%26d&createdAtGt=2026-02-03T04%3A05%3A06.000Z&archived=false");
    expect(buildUrl("https://h", "/call", {})).toBe("https://h/call");
  });

  it("URL-encodes path parameters so an id cannot change the route", async () => {
    const { fetch, calls } = scriptedFetch(json({}));
    await createAssistantsApi(http({ fetch })).get("../org/1?x=#");
    expect(calls[0]?.url).toBe("https://api.test/assistant/..%2Forg%2F1%3Fx%3D%23");
  });

  it("returns undefined for an empty answer and text for a non-JSON one", async () => {
    const { fetch } = scriptedFetch(new Response(null, { status: 204 }), new Response("plain", { status: 200 }));
    const client = http({ fetch });
    await expect(client.request({ method: "DELETE", path: "/x" })).resolves.toBeUndefined();
    await expect(client.request({ method: "GET", path: "/y" })).resolves.toBe("plain");
  });
});

describe("errors", () => {
  it("throws RestApiError with status, method, URL and the parsed body in `error`", async () => {
    const { fetch } = scriptedFetch(json({ message: "Invalid Key", statusCode: 401 }, 401));
    const error = await createAssistantsApi(http({ fetch }))
      .list({ limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestApiError);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({
      name: "RestApiError",
      status: 401,
      method: "GET",
      url: "https://api.test/assistant?limit=1",
      error: { message: "Invalid Key", statusCode: 401 },
      message: "GET https://api.test/assistant?limit=1 failed with HTTP 401: Invalid Key",
      serverMessage: "Invalid Key",
    });
  });

  it("puts the server's message in .message: a list of messages, an error string, a short text body", async () => {
    const { fetch } = scriptedFetch(
      json({ message: ["name must be a string", "model is required"], error: "Bad Request" }, 400),
      json({ error: "Forbidden" }, 403),
      new Response("upstream overloaded", { status: 502, headers: { "content-type": "text/plain" } }),
      new Response(`<html>${"x".repeat(400)}</html>`, { status: 500, headers: { "content-type": "text/html" } }),
      new Response(null, { status: 404 }),
    );
    const client = http({ fetch, maxRetries: 0 });
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push(
        await client.request<string>({ method: "GET", path: "/x" }).catch((error: unknown) => (error as Error).message),
      );
    expect(messages.slice(0, 3)).toEqual([
      "GET https://api.test/x failed with HTTP 400: name must be a string; model is required",
      "GET https://api.test/x failed with HTTP 403: Forbidden",
      "GET https://api.test/x failed with HTTP 502: upstream overloaded",
    ]);
    expect(messages[3]).toMatch(/^GET https:\/\/api\.test\/x failed with HTTP 500: <html>x{294}$/);
    expect(messages[4]).toBe("GET https://api.test/x failed with HTTP 404");
  });

  it("throws RestNetworkError, keeping the cause, when fetch itself fails", async () => {
    const cause = new TypeError("fetch failed");
    const { fetch } = scriptedFetch(cause);
    const error = await http({ fetch, maxRetries: 0 })
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestNetworkError);
    expect(error).toMatchObject({ name: "RestNetworkError", method: "GET", url: "https://api.test/x", cause });
  });

  it("against a closed port is a RestNetworkError too (real socket)", async () => {
    const emulator = await startEmulator();
    const url = emulator.url;
    await emulator.close();
    const error = await createHttp({ baseUrl: url, maxRetries: 0 })
      .request({ method: "GET", path: "/assistant" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestNetworkError);
  });

  it("never exposes the token: not in messages, properties, bodies or causes", async () => {
    const echo = `{"message":"Bearer ${TOKEN} is not valid","key":"${TOKEN}"}`;
    const failures = [
      () => new Response(echo, { status: 401 }),
      new TypeError(`connect ECONNREFUSED while sending Authorization: Bearer ${TOKEN}`),
    ];
    for (const failure of failures) {
      const { fetch } = scriptedFetch(failure);
      const error = await http({ fetch, maxRetries: 0 })
        .request({ method: "POST", path: "/assistant", body: { name: "x" } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestError);
      expect(exposed(error)).not.toContain(TOKEN);
    }
  });

  it("returns success bodies untouched, even when they hold the token (tokens.list() lists real values)", async () => {
    const tokens = [{ id: "t1", value: TOKEN }];
    const { fetch } = scriptedFetch(json(tokens));
    expect(await createRestClient({ token: TOKEN, baseUrl: "https://api.test", fetch }).tokens.list()).toEqual(tokens);
  });

  it('redacts whole tokens only: with the token "pub" the word "public" stays', async () => {
    const ok = scriptedFetch(json({ visibility: "public" }));
    expect(await http({ fetch: ok.fetch, token: "pub" }).request({ method: "GET", path: "/x" })).toEqual({
      visibility: "public",
    });
    const failed = scriptedFetch(json({ message: "key pub is not public" }, 401));
    const error = await http({ fetch: failed.fetch, token: "pub", maxRetries: 0 })
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ error: { message: "key [redacted] is not public" } });
  });

  it("keeps the token out of a token provider's errors' neighbours: the error of a 500 has no headers of ours", async () => {
    const { fetch } = scriptedFetch(json({ message: "boom" }, 500));
    const error = await http({ fetch, maxRetries: 0, token: () => TOKEN })
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(exposed(error)).not.toContain(TOKEN);
  });
});

describe("the untyped escape hatch (api.http.request)", () => {
  it("parses a JSON answer, returns any other (a CSV export that looks like JSON) as text, an empty one as undefined", async () => {
    const { fetch, calls } = scriptedFetch(
      json({ id: "x1" }),
      new Response('"id"\n', { headers: { "content-type": "text/csv" } }),
      new Response('{"a":1}', { headers: { "content-type": "application/vnd.api+json" } }),
      new Response("<html>ok</html>", { headers: { "content-type": "text/html" } }),
      new Response(null, { status: 204 }),
    );
    const api = createRestClient({ token: TOKEN, baseUrl: "https://api.test", fetch });
    const request = (path: string) => api.http.request({ method: "POST", path, body: { q: 1 }, query: { v: 2 } });
    expect(await request("/beta/thing")).toEqual({ id: "x1" });
    expect(await request("/beta/export")).toBe('"id"\n');
    expect(await request("/beta/vendor")).toEqual({ a: 1 });
    expect(await request("/beta/page")).toBe("<html>ok</html>");
    expect(await request("/beta/nothing")).toBeUndefined();
    expect(calls[0]).toMatchObject({
      url: "https://api.test/beta/thing?v=2",
      init: { method: "POST", body: '{"q":1}' },
    });
  });
});

describe("path parameters", () => {
  it("refuses an empty, . or .. id before sending anything (a rejected promise, never a throw)", async () => {
    const { fetch, calls } = scriptedFetch();
    const api = createRestClient({ token: TOKEN, baseUrl: "https://api.test", fetch });
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => "sent",
        (error: unknown) => error,
      );
    const errors = [
      await refused(api.providers.resources("..", "assistant").delete("asst-1")),
      await refused(api.orgs.removeMember("o1", "..")),
      await refused(api.assistants.get(".")),
      await refused(api.calls.delete("")),
      await refused(api.testSuites.tests("s1").get("..")),
    ];
    for (const error of errors) expect(error).toBeInstanceOf(RestRequestError);
    expect(errors[2]).toMatchObject({
      name: "RestRequestError",
      message: 'GET https://api.test/assistant/. was not sent: an id is empty, "." or ".."',
    });
    expect(calls).toHaveLength(0);
  });

  it("rejects with RestRequestError for a base URL that is not http(s) and a body that is not JSON", async () => {
    const { fetch, calls } = scriptedFetch();
    const bad = createRestClient({ token: TOKEN, baseUrl: "api.example.com", fetch });
    await expect(bad.assistants.list()).rejects.toMatchObject({
      name: "RestRequestError",
      message: "GET api.example.com/assistant was not sent: the base URL is not http(s)",
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(http({ fetch }).request({ method: "POST", path: "/x", body: cyclic })).rejects.toBeInstanceOf(
      RestRequestError,
    );
    expect(calls).toHaveLength(0);
  });

  it("a token provider that fails is a RestRequestError keeping what it threw", async () => {
    const { fetch, calls } = scriptedFetch();
    const cause = new Error("session expired");
    const error = await http({ fetch, token: () => Promise.reject(cause) })
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestRequestError);
    expect(error).toMatchObject({
      name: "RestRequestError",
      cause,
      message: "GET https://api.test/x was not sent: the token provider failed",
    });
    expect(calls).toHaveLength(0);
  });

  it("returns a body as its content type says: text/plain stays text", async () => {
    const text = (body: string) => new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
    // Bytes, so that Response adds no content type of its own.
    const untyped = (body: string) => new Response(new TextEncoder().encode(body));
    const { fetch } = scriptedFetch(text("123"), text("true"), json(123), untyped('{"a":1}'));
    const client = http({ fetch });
    const answers: unknown[] = [];
    for (let i = 0; i < 4; i++) answers.push(await client.request({ method: "GET", path: "/x" }));
    expect(answers).toEqual(["123", "true", 123, { a: 1 }]);
  });

  it("encodes every other id as one segment: slashes, dots inside, spaces, query marks", async () => {
    const { fetch, calls } = scriptedFetch(json({}), json({}));
    const api = createRestClient({ token: TOKEN, baseUrl: "https://api.test", fetch });
    await api.assistants.get("../x/..");
    await api.orgs.removeMember("o 1", "a?b#c...");
    expect(calls.map((c) => c.url)).toEqual([
      "https://api.test/assistant/..%2Fx%2F..",
      "https://api.test/org/o%201/member/a%3Fb%23c.../leave",
    ]);
  });
});

describe("timeouts and cancellation", () => {
  afterEach(() => vi.useRealTimers());

  it("times out after 60 s by default", async () => {
    vi.useFakeTimers();
    const pending = http({ fetch: hangingFetch, maxRetries: 0 })
      .request({ method: "GET", path: "/slow" })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(RestTimeoutError);
    expect(error).toMatchObject({
      name: "RestTimeoutError",
      deadline: false,
      timeoutMs: 60_000,
      method: "GET",
      url: "https://api.test/slow",
    });
  });

  it("takes a per-call timeout over the instance's", async () => {
    vi.useFakeTimers();
    const pending = http({ fetch: hangingFetch, timeoutMs: 10_000 })
      .request({ method: "POST", path: "/call" }, { timeoutMs: 250 })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(250);
    expect(await pending).toMatchObject({ timeoutMs: 250 });
  });

  it("retries a timed-out GET with a fresh timeout per attempt, then succeeds", async () => {
    vi.useFakeTimers();
    const { fetch: answer, calls } = scriptedFetch(json(["ok"]));
    let attempts = 0;
    const fetch: typeof globalThis.fetch = (url, init) =>
      ++attempts <= 2 ? hangingFetch(url, init) : answer(url, init);
    const { sleep, delays } = recordingSleep();
    const pending = http({ fetch, sleep, timeoutMs: 1_000 }).request({ method: "GET", path: "/slow" });
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toEqual(["ok"]);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([375, 750]);
  });

  it("throws the timeout once the retries are spent, and never repeats a timed-out POST", async () => {
    vi.useFakeTimers();
    const { sleep } = recordingSleep();
    const fetch = vi.fn<typeof globalThis.fetch>((url, init) => hangingFetch(url, init));
    const get = http({ fetch, sleep, timeoutMs: 100, maxRetries: 1 })
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(200);
    expect(await get).toBeInstanceOf(RestTimeoutError);
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockClear();
    const post = http({ fetch, sleep, timeoutMs: 100 })
      .request({ method: "POST", path: "/call" })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await post).toBeInstanceOf(RestTimeoutError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("throws RestAbortError with the signal's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = http({ fetch: hangingFetch })
      .request({ method: "GET", path: "/x" }, { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort("user left");
    const error = await pending;
    expect(error).toBeInstanceOf(RestAbortError);
    expect(error).toMatchObject({ name: "RestAbortError", reason: "user left", method: "GET" });
  });

  it("does not even send when the signal is already aborted", async () => {
    const { fetch, calls } = scriptedFetch(json({}));
    const error = await http({ fetch })
      .request({ method: "GET", path: "/x" }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestAbortError);
    expect(calls).toHaveLength(0);
  });

  it("aborting during the wait between retries stops the retries", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { fetch, calls } = scriptedFetch(json({}, 503), json({}));
    const pending = http({ fetch })
      .request({ method: "GET", path: "/x" }, { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await pending).toBeInstanceOf(RestAbortError);
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("retries", () => {
  it("retries GET on 429/5xx with exponential backoff and jitter, then gives up with the last error", async () => {
    const { fetch, calls } = scriptedFetch(json({}, 500), json({}, 502), json({}, 429), json({ e: "last" }, 503));
    const { sleep, delays } = recordingSleep();
    const random = vi.fn().mockReturnValueOnce(0).mockReturnValueOnce(0.5).mockReturnValueOnce(0.999);
    const error = await http({ fetch, sleep, random, maxRetries: 3 })
      .request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(4);
    // Steps of 500, 1000, 2000 ms, each scaled into [50 %, 100 %) by the jitter.
    expect(delays).toEqual([250, 750, 2000 * (0.5 + 0.999 / 2)]);
    expect(error).toMatchObject({ status: 503, error: { e: "last" } });
  });

  it("retries network errors on idempotent methods (PUT, DELETE, HEAD too)", async () => {
    for (const method of ["PUT", "DELETE", "HEAD"] as const) {
      const { fetch, calls } = scriptedFetch(new TypeError("reset"), new Response(null, { status: 200 }));
      await http({ fetch, sleep: recordingSleep().sleep }).request({ method, path: "/x" });
      expect(calls).toHaveLength(2);
    }
  });

  it("does not retry 4xx other than 429", async () => {
    const { fetch, calls } = scriptedFetch(json({}, 404));
    await expect(http({ fetch }).request({ method: "GET", path: "/x" })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });

  it("never retries POST or PATCH unless the caller opts in", async () => {
    for (const method of ["POST", "PATCH"] as const) {
      const { fetch, calls } = scriptedFetch(json({}, 503), new TypeError("reset"));
      await expect(http({ fetch }).request({ method, path: "/call", body: {} })).rejects.toMatchObject({ status: 503 });
      expect(calls).toHaveLength(1);
    }
    const { fetch, calls } = scriptedFetch(json({}, 503), json({ id: "c1" }));
    const result = await http({ fetch, sleep: recordingSleep().sleep }).request(
      { method: "POST", path: "/call", body: { a: 1 } },
      { retryNonIdempotent: true, headers: { "Idempotency-Key": "k1" } },
    );
    expect(result).toEqual({ id: "c1" });
    expect(calls.map((c) => c.init.body)).toEqual(['{"a":1}', '{"a":1}']);
    expect(calls[1]?.init.headers).toMatchObject({ "Idempotency-Key": "k1" });
  });

  it("honours Retry-After in seconds and as an HTTP date", async () => {
    const now = Date.parse("2026-11-21T12:00:00Z");
    const { fetch } = scriptedFetch(
      json({}, 429, { "retry-after": "3" }),
      json({}, 503, { "retry-after": "Sat, 21 Nov 2026 12:00:07 GMT" }),
      json({ ok: true }),
    );
    const { sleep, delays } = recordingSleep();
    await expect(http({ fetch, sleep, now: () => now }).request({ method: "GET", path: "/x" })).resolves.toEqual({
      ok: true,
    });
    expect(delays).toEqual([3000, 7000]);
  });

  it("does not wait for a Retry-After longer than a minute: it throws instead", async () => {
    const { fetch, calls } = scriptedFetch(json({}, 429, { "retry-after": "61" }));
    await expect(http({ fetch }).request({ method: "GET", path: "/x" })).rejects.toMatchObject({ status: 429 });
    expect(calls).toHaveLength(1);
  });

  it("takes the retry count per call (0 disables retries)", async () => {
    const { fetch, calls } = scriptedFetch(json({}, 500));
    await expect(http({ fetch }).request({ method: "GET", path: "/x" }, { maxRetries: 0 })).rejects.toBeInstanceOf(
      RestApiError,
    );
    expect(calls).toHaveLength(1);
  });

  it("waits for real with the default sleep (fake timers)", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch(json({}, 503, { "retry-after": "2" }), json({}));
    const pending = http({ fetch }).request({ method: "GET", path: "/x" });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(calls).toHaveLength(2);
    vi.useRealTimers();
  });

  it("parses Retry-After forms and ignores junk", () => {
    expect(parseRetryAfter("1.5", 0)).toBe(1500);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(parseRetryAfter("soon", 0)).toBeUndefined();
    expect(parseRetryAfter("Thu, 01 Jan 1970 00:00:01 GMT", 5000)).toBe(0);
    // Date.parse reads these as years (so they meant "now"); they are junk.
    expect(parseRetryAfter("-1", 0)).toBeUndefined();
    expect(parseRetryAfter("-1.5", 0)).toBeUndefined();
  });

  it("a negative Retry-After falls back to the client's own backoff instead of retrying at once", async () => {
    const { sleep, delays } = recordingSleep();
    const { fetch, calls } = scriptedFetch(json({}, 503, { "retry-after": "-1" }), json({ ok: true }));
    await expect(http({ fetch, sleep }).request({ method: "GET", path: "/x" })).resolves.toEqual({ ok: true });
    expect(delays).toEqual([INITIAL_RETRY_DELAY_MS * 0.75]);
    expect(calls).toHaveLength(2);
  });
});

describe("an overall deadline", () => {
  it("bounds every attempt and wait together: 200 ms across 3 timed-out attempts ends at 200 ms", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const pending = http({ fetch: hangingFetch, timeoutMs: 200, maxRetries: 2, deadlineMs: 200 })
      .request({ method: "GET", path: "/slow" })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(200);
    const error = await pending;
    expect(error).toBeInstanceOf(RestTimeoutError);
    expect(error).toMatchObject({
      name: "RestTimeoutError",
      deadline: true,
      timeoutMs: 200,
      message: "GET https://api.test/slow timed out after 200 ms",
    });
    expect(Date.now() - started).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it("a deadline of 0 sends nothing; with the attempt timeout off, the deadline still bounds the attempt", async () => {
    const { fetch, calls } = scriptedFetch();
    await expect(http({ fetch, deadlineMs: 0 }).request({ method: "GET", path: "/x" })).rejects.toMatchObject({
      name: "RestTimeoutError",
      deadline: true,
    });
    expect(calls).toHaveLength(0);
    vi.useFakeTimers();
    const pending = http({ fetch: hangingFetch, timeoutMs: 0, maxRetries: 0 })
      .request({ method: "GET", path: "/slow" }, { deadlineMs: 1_000 })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ name: "RestTimeoutError", deadline: true, timeoutMs: 1_000 });
    vi.useRealTimers();
  });

  it("does not begin a wait that would end past it (Retry-After 30 s with a 10 s deadline)", async () => {
    const { sleep, delays } = recordingSleep();
    const { fetch, calls } = scriptedFetch(json({}, 503, { "retry-after": "30" }));
    const error = await http({ fetch, sleep })
      .request({ method: "GET", path: "/x" }, { deadlineMs: 10_000 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "RestTimeoutError", deadline: true });
    expect(delays).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

describe("over real HTTP against the emulator", () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ token: TOKEN });
  });
  afterEach(() => emulator.reset());
  afterAll(() => emulator.close());

  const client = (options: HttpOptions = {}) =>
    createRestClient({ baseUrl: emulator.url, token: TOKEN, sleep: () => Promise.resolve(), ...options });

  it("uploads a file as multipart/form-data, with no JSON content type", async () => {
    const file = await createFilesApi(createHttp({ baseUrl: emulator.url, token: TOKEN })).upload({
      file: new File(["%PDF-1"], "deck.pdf", { type: "application/pdf" }),
      purpose: "knowledge-base",
    });
    expect(file).toMatchObject({ name: "deck.pdf", bytes: 6, mimetype: "application/pdf", purpose: "knowledge-base" });
    expect(emulator.requests[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("accepts a ready FormData for the voice clone", async () => {
    const form = new FormData();
    form.append("name", "Ada");
    form.append("files", new File(["RIFF"], "a.wav", { type: "audio/wav" }));
    await expect(client().providers.cloneElevenLabsVoice(form)).resolves.toMatchObject({
      name: "Ada",
      files: [{ name: "a.wav", type: "audio/wav", size: 4 }],
    });
  });

  it("sends the credential webhook without Authorization, and the emulator accepts it", async () => {
    const credentials = createCredentialsApi(createHttp({ baseUrl: emulator.url, token: TOKEN }));
    await expect(credentials.webhook({ event: "connected" })).resolves.toMatchObject({ received: true });
    expect(emulator.requests[0]?.headers).not.toHaveProperty("authorization");
  });

  it("gets 401 without a token or with a wrong one, 404 for an unknown id, 400 for invalid JSON", async () => {
    await expect(client({ token: undefined }).assistants.list()).rejects.toMatchObject({ status: 401 });
    await expect(client({ token: "wrong" }).assistants.list()).rejects.toMatchObject({ status: 401 });
    await expect(client().assistants.get("nope")).rejects.toMatchObject({
      status: 404,
      error: { message: "/assistant/nope not found", statusCode: 404 },
    });
    const response = await fetch(`${emulator.url}/assistant`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Invalid JSON body" });
  });

  it("keeps data per collection: create, read, update, replace, delete", async () => {
    const api = client();
    const created = await api.assistants.create({ name: "Ada", firstMessage: "Hi" });
    expect(await api.assistants.get(created.id)).toEqual(created);
    expect(await api.assistants.update(created.id, { name: "Bea" })).toMatchObject({ name: "Bea", firstMessage: "Hi" });
    const replaced = await api.assistants.replace(created.id, { name: "Cy" });
    expect(replaced).not.toHaveProperty("firstMessage");
    expect(await api.assistants.list()).toEqual([replaced]);
    await api.assistants.delete(created.id);
    expect(await api.assistants.list()).toEqual([]);
    expect(await api.squads.list()).toEqual([]);
  });

  it("answers POST /call/web with an id and a webCallUrl, echoing the request", async () => {
    const call = await client().calls.createWeb({ assistantId: "asst-1", assistantOverrides: { firstMessage: "Hi" } });
    expect(call).toMatchObject({ assistantId: "asst-1", assistantOverrides: { firstMessage: "Hi" }, type: "webCall" });
    expect(call.webCallUrl).toBe(`${emulator.url}/web-call/${call.id}`);
    expect(await client().calls.get(call.id)).toMatchObject({ id: call.id });
  });

  it("retries a GET through injected 503s honouring Retry-After, but not a POST", async () => {
    emulator.fail({ status: 503, headers: { "retry-after": "0" }, times: 2 });
    await expect(client().assistants.list()).resolves.toEqual([]);
    expect(emulator.requests.map((r) => r.status)).toEqual([503, 503, 200]);

    emulator.fail({ status: 503 });
    await expect(client().assistants.create({ name: "x" })).rejects.toMatchObject({ status: 503 });
    expect(emulator.requests).toHaveLength(4);
  });

  it("times out against a slow server", async () => {
    emulator.fail({ status: 200, body: [], delayMs: 300 });
    await expect(client({ timeoutMs: 50, maxRetries: 0 }).assistants.list()).rejects.toBeInstanceOf(RestTimeoutError);
  });
});
