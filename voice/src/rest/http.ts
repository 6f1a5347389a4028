// The shared HTTP core of the REST client: auth, URL building, JSON/multipart bodies, timeouts, cancellation,
// safe retries and typed errors. Its exported names and signatures are a contract with the call client.
import { RestAbortError, RestApiError, RestNetworkError, RestTimeoutError, type HttpMethod } from "./errors.ts";

export type { HttpMethod } from "./errors.ts";

/** A bearer token, or a function that returns a fresh one (short-lived JWTs). */
export type TokenSource = string | (() => string | Promise<string>);

/** Delay between attempts; must reject when `signal` aborts. Tests pass a zero-delay or fake-timer sleep. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface HttpOptions {
  /** Bearer token (or provider, called before every attempt) sent as `Authorization: Bearer …`. */
  token?: TokenSource;
  /** API host. Default `https://api.vapi.ai`. */
  baseUrl?: string;
  /** fetch implementation (tests, polyfills). Default: the global fetch. */
  fetch?: typeof fetch;
  /** Per-attempt timeout. Default 60 000 ms; 0 disables it. */
  timeoutMs?: number;
  /** Retries after the first attempt on 429, 5xx, network errors and timeouts. Default 2. */
  maxRetries?: number;
  /** Injected for tests: the wait between attempts. Default: a setTimeout-based sleep. */
  sleep?: Sleep;
  /** Injected for tests: jitter source in [0, 1). Default Math.random. */
  random?: () => number;
  /** Injected for tests: current time in ms, used to read a `Retry-After` HTTP date. Default Date.now. */
  now?: () => number;
}

export interface RequestOptions {
  /** Cancels the request (and any wait between retries). */
  signal?: AbortSignal;
  /** Overrides the instance's per-attempt timeout. */
  timeoutMs?: number;
  /** Overrides the instance's retry count. */
  maxRetries?: number;
  /** Opt in to retrying a POST or PATCH (only when the operation is safe to repeat, e.g. with an idempotency key). */
  retryNonIdempotent?: boolean;
  /** Extra request headers (e.g. an idempotency key). */
  headers?: Record<string, string>;
}

/** Query values: arrays repeat the key, Dates become ISO strings, undefined/null are left out. */
export type QueryValue = string | number | boolean | Date | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

export interface HttpRequest {
  method: HttpMethod;
  path: string;
  query?: object;
  /** JSON-serialised, or sent as is when it is a FormData (multipart). */
  body?: unknown;
  /** false for the few unauthenticated routes (POST /credential/webhook). */
  auth?: boolean;
  /** "blob": a successful answer is the file itself (call recordings, logs), not parsed text. */
  responseType?: "blob";
}

export interface Http {
  readonly baseUrl: string;
  request<T>(request: HttpRequest, options?: RequestOptions): Promise<T>;
}

export const DEFAULT_BASE_URL = "https://api.vapi.ai";
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
/** First backoff step; doubled per retry, capped at MAX_RETRY_DELAY_MS. */
export const INITIAL_RETRY_DELAY_MS = 500;
export const MAX_RETRY_DELAY_MS = 8_000;
/** A longer `Retry-After` than this is not waited for: the error is thrown instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(["GET", "HEAD", "PUT", "DELETE"]);

/**
 * `encodeURIComponent` for one path segment, so ids cannot change the route: a `/` is encoded, and a segment that
 * URL resolution would drop or climb out of (empty, `.`, `..`) throws before anything is sent.
 */
export function encodePath(segment: string | number): string {
  const encoded = encodeURIComponent(String(segment));
  if (encoded === "" || encoded === "." || encoded === "..")
    throw new TypeError(
      `Invalid path parameter ${JSON.stringify(String(segment))}: an id cannot be empty, "." or ".."`,
    );
  return encoded;
}

export function buildUrl(baseUrl: string, path: string, query?: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** `Retry-After` as delta-seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** What one attempt got back, body already read (a Blob only for a successful "blob" request). */
interface Answer {
  ok: boolean;
  status: number;
  headers: Headers;
  text: string;
  blob?: Blob;
}

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

export function createHttp(options: HttpOptions = {}): Http {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  async function resolveToken(): Promise<string | undefined> {
    return typeof options.token === "function" ? await options.token() : options.token;
  }

  /** Exponential backoff with jitter in [50 %, 100 %] of the step, so clients that failed together spread out. */
  function backoff(retry: number): number {
    const step = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** retry, MAX_RETRY_DELAY_MS);
    return step * (0.5 + random() / 2);
  }

  async function attempt(
    request: HttpRequest,
    url: string,
    requestOptions: RequestOptions,
    token: string | undefined,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: "application/json", ...requestOptions.headers };
    const isForm = typeof FormData !== "undefined" && request.body instanceof FormData;
    if (request.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    if (request.auth !== false && token !== undefined) headers.Authorization = `Bearer ${token}`;
    const timeoutMs = requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const callerSignal = requestOptions.signal;
    let timedOut = false;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
    // The signal may have fired while the token provider was awaited: the listener above would never run.
    if (callerSignal?.aborted) onCallerAbort();
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    try {
      const response = await fetchImpl(url, {
        method: request.method,
        headers,
        body:
          request.body === undefined || isForm ? (request.body as FormData | undefined) : JSON.stringify(request.body),
        signal: controller.signal,
      });
      // The body is read inside the timeout too: a server that stalls mid-body is a timeout, not a hang.
      const answer = { ok: response.ok, status: response.status, headers: response.headers };
      if (response.ok && request.responseType === "blob") return { ...answer, text: "", blob: await response.blob() };
      return { ...answer, text: await response.text() };
    } catch (cause) {
      if (callerSignal?.aborted) throw new RestAbortError(request.method, url, callerSignal.reason);
      if (timedOut) throw new RestTimeoutError(request.method, url, timeoutMs);
      throw new RestNetworkError(request.method, url, redactCause(cause, token));
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    }
  }

  return {
    baseUrl,
    async request<T>(request: HttpRequest, requestOptions: RequestOptions = {}): Promise<T> {
      const url = buildUrl(baseUrl, request.path, request.query);
      const maxRetries = requestOptions.maxRetries ?? options.maxRetries ?? DEFAULT_MAX_RETRIES;
      const mayRetry = IDEMPOTENT.has(request.method) || requestOptions.retryNonIdempotent === true;
      const signal = requestOptions.signal;
      for (let retry = 0; ; retry++) {
        if (signal?.aborted) throw new RestAbortError(request.method, url, signal.reason);
        const token = request.auth === false ? undefined : await resolveToken();
        const canRetry = mayRetry && retry < maxRetries;
        let response: Answer;
        try {
          response = await attempt(request, url, requestOptions, token);
        } catch (error) {
          // A timed-out attempt got no answer, like a network error: retried under the same rules.
          if (!(error instanceof RestNetworkError || error instanceof RestTimeoutError) || !canRetry) throw error;
          await wait(backoff(retry), request.method, url, signal);
          continue;
        }
        const contentType = response.headers.get("content-type");
        if (response.ok) return (response.blob ?? parseBody(response.text, contentType)) as T;
        const retryAfter = parseRetryAfter(response.headers.get("retry-after"), now());
        if (!canRetry || !isRetryableStatus(response.status) || (retryAfter ?? 0) > MAX_RETRY_AFTER_MS)
          throw new RestApiError(
            request.method,
            url,
            response.status,
            parseBody(redact(response.text, token), contentType),
            response.headers,
          );
        await wait(retryAfter ?? backoff(retry), request.method, url, signal);
      }
    },
  };

  async function wait(ms: number, method: HttpMethod, url: string, signal: AbortSignal | undefined) {
    try {
      await sleep(ms, signal);
    } catch (reason) {
      if (signal?.aborted) throw new RestAbortError(method, url, signal.reason);
      throw reason;
    }
  }
}

/**
 * A JSON body parsed; any other as text; none: undefined. JSON is what its content type says, or valid JSON without
 * one or sent as text/plain (stubs and proxies often label JSON so); a CSV, HTML or XML body stays text.
 */
function parseBody(text: string, contentType: string | null): unknown {
  if (text === "") return undefined;
  if (contentType !== null && !/json|^\s*text\/plain/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Word characters of keys and JWT parts: a match next to one of them is part of another word. */
const TOKEN_CHAR = "[A-Za-z0-9_-]";

/**
 * Servers and fetch polyfills sometimes echo credentials, so errors (never answers) hide the token: whole
 * occurrences only, so with the token "pub" the word "public" stays as it is.
 */
function redact(text: string, token: string | undefined): string {
  if (!token) return text;
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`(?<!${TOKEN_CHAR})${escaped}(?!${TOKEN_CHAR})`, "g"), "[redacted]");
}

function redactCause(cause: unknown, token: string | undefined): unknown {
  if (!token) return cause;
  const text = cause instanceof Error ? `${cause.name}: ${cause.message} ${String(cause.cause)}` : String(cause);
  const redacted = redact(text, token);
  return redacted === text ? cause : new Error(redacted);
}
