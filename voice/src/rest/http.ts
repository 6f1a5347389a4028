// The shared HTTP core of the REST client: auth, URL building, JSON/multipart bodies, timeouts, cancellation,
// safe retries and typed errors. Its exported names and signatures are a contract with the call client.
import {
  RestAbortError,
  RestApiError,
  RestNetworkError,
  RestRequestError,
  RestTimeoutError,
  type HttpMethod,
} from "./errors.ts";

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
  /**
   * Overall time budget of a request in ms, every attempt and every wait between them included: past it the request
   * rejects with RestTimeoutError (`deadline: true`), and no wait is begun that would end after it. Default: none.
   */
  deadlineMs?: number;
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
  /** Overrides the instance's overall deadline (see HttpOptions.deadlineMs). */
  deadlineMs?: number;
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
 * `encodeURIComponent` for one path segment, so ids cannot change the route: a `/` is encoded. A segment that URL
 * resolution would drop or climb out of (empty, `.`, `..`) is refused by the request itself, which rejects with
 * RestRequestError before anything is sent (a method never throws synchronously).
 */
export function encodePath(segment: string | number): string {
  return encodeURIComponent(String(segment));
}

/** Why a request cannot be made, or undefined when it can. */
function invalidRequest(url: string, path: string): string | undefined {
  // A segment that is empty, "." or "..": `/assistant/`, `/assistant/./x`, `/org/../x`.
  if (/\/\.{0,2}(\/|$)/.test(path)) return 'an id is empty, "." or ".."';
  if (!/^https?:\/\/[^/]/i.test(url)) return "the base URL is not http(s)";
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

/**
 * `Retry-After` as delta-seconds or an HTTP date, in ms from now; undefined when absent or unreadable (a negative
 * number, a bare year: then the client's own backoff applies). A date in the past means now.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const trimmed = value?.trim() ?? "";
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day or month (RFC 9110 §5.6.7); Date.parse alone also reads "-1" as a year.
  if (!/[a-z]{3}/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
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

  async function resolveToken(method: HttpMethod, url: string): Promise<string | undefined> {
    try {
      return typeof options.token === "function" ? await options.token() : options.token;
    } catch (cause) {
      throw new RestRequestError(method, url, "the token provider failed", cause);
    }
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
    body: string | FormData | undefined,
    timeoutMs: number,
    deadline: boolean,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: "application/json", ...requestOptions.headers };
    // JSON text; a FormData body sets its own multipart type.
    if (typeof body === "string") headers["Content-Type"] = "application/json";
    if (request.auth !== false && token !== undefined) headers.Authorization = `Bearer ${token}`;
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
        body,
        signal: controller.signal,
      });
      // The body is read inside the timeout too: a server that stalls mid-body is a timeout, not a hang.
      const answer = { ok: response.ok, status: response.status, headers: response.headers };
      if (response.ok && request.responseType === "blob") return { ...answer, text: "", blob: await response.blob() };
      return { ...answer, text: await response.text() };
    } catch (cause) {
      if (callerSignal?.aborted) throw new RestAbortError(request.method, url, callerSignal.reason);
      if (timedOut) throw new RestTimeoutError(request.method, url, timeoutMs, deadline);
      throw new RestNetworkError(request.method, url, redactCause(cause, token));
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    }
  }

  return {
    baseUrl,
    async request<T>(request: HttpRequest, requestOptions: RequestOptions = {}): Promise<T> {
      const { method } = request;
      const url = buildUrl(baseUrl, request.path, request.query);
      const invalid = invalidRequest(url, request.path);
      if (invalid) throw new RestRequestError(method, url, invalid);
      const body = serialise(request, url);
      const maxRetries = requestOptions.maxRetries ?? options.maxRetries ?? DEFAULT_MAX_RETRIES;
      const mayRetry = IDEMPOTENT.has(method) || requestOptions.retryNonIdempotent === true;
      const signal = requestOptions.signal;
      const timeoutMs = requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const deadlineMs = requestOptions.deadlineMs ?? options.deadlineMs;
      const endsAt = now() + (deadlineMs ?? Infinity);
      /** What is left of the deadline once `ms` more have passed; none left ends the request. */
      const left = (ms: number) => {
        const rest = endsAt - now() - ms;
        if (rest <= 0) throw new RestTimeoutError(method, url, deadlineMs ?? 0, true);
        return rest;
      };
      /** Waits before the next attempt, unless the wait would end past the deadline. */
      const pause = (ms: number) => (left(ms), wait(ms, method, url, signal));
      for (let retry = 0; ; retry++) {
        if (signal?.aborted) throw new RestAbortError(method, url, signal.reason);
        const token = request.auth === false ? undefined : await resolveToken(method, url);
        const canRetry = mayRetry && retry < maxRetries;
        // Each attempt gets its timeout, cut short by what is left of the deadline.
        const rest = left(0);
        const cut = rest < (timeoutMs || Infinity);
        let response: Answer;
        try {
          response = await attempt(request, url, requestOptions, token, body, cut ? rest : timeoutMs, cut);
        } catch (error) {
          // A timed-out attempt got no answer, like a network error: retried under the same rules.
          const retryable = error instanceof RestNetworkError || (error instanceof RestTimeoutError && !error.deadline);
          if (!retryable || !canRetry) throw error;
          await pause(backoff(retry));
          continue;
        }
        const contentType = response.headers.get("content-type");
        if (response.ok) return (response.blob ?? parseBody(response.text, contentType)) as T;
        const asked = parseRetryAfter(response.headers.get("retry-after"), now());
        if (!canRetry || !isRetryableStatus(response.status) || (asked ?? 0) > MAX_RETRY_AFTER_MS)
          throw new RestApiError(
            method,
            url,
            response.status,
            parseBody(redact(response.text, token), contentType),
            response.headers,
          );
        await pause(asked ?? backoff(retry));
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

/** The body as sent: FormData as is, anything else as JSON text (a BigInt or a cycle is a RestRequestError). */
function serialise(request: HttpRequest, url: string): string | FormData | undefined {
  if (request.body === undefined) return undefined;
  if (typeof FormData !== "undefined" && request.body instanceof FormData) return request.body;
  try {
    return JSON.stringify(request.body);
  } catch (cause) {
    throw new RestRequestError(request.method, url, "the body is not JSON", cause);
  }
}

/**
 * A body as its content type says: JSON (`application/json`, `…+json`) parsed, any other type (text/plain, CSV,
 * HTML) as text, so a text "123" stays "123". Without a content type, valid JSON is parsed. None: undefined.
 */
function parseBody(text: string, contentType: string | null): unknown {
  if (text === "") return undefined;
  if (contentType !== null && !/json/i.test(contentType)) return text;
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
