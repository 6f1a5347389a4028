// Typed errors of the REST client. None of them ever holds the bearer token: messages are built from the method,
// URL and status only, and any response text or cause message is redacted before it is stored (see http.ts).

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";

/** Base class of every error the REST client throws; `instanceof RestError` catches them all. */
export class RestError extends Error {
  override name = "RestError";
  constructor(
    message: string,
    readonly method: HttpMethod,
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The platform answered with a non-OK status (docs/product/messages.md#http-client: the parsed body is in `error`).
 * The message carries the server's own message when it sent one: `POST https://… failed with HTTP 400: name must be
 * a string`.
 */
export class RestApiError extends RestError {
  override name = "RestApiError";
  /** The server's message: the body's `message` (a list joined with "; "), its `error`, or a short text body. */
  readonly serverMessage: string | undefined;
  constructor(
    method: HttpMethod,
    url: string,
    readonly status: number,
    /** The parsed JSON body, or its text when it is not JSON, or undefined when empty. */
    readonly error: unknown,
    readonly headers: Headers,
  ) {
    const serverMessage = serverMessageOf(error);
    super(`${method} ${url} failed with HTTP ${status}${serverMessage ? `: ${serverMessage}` : ""}`, method, url);
    this.serverMessage = serverMessage;
  }
}

/** Longest server text kept in a message (an HTML error page is not a message). */
const MAX_SERVER_MESSAGE = 300;

function serverMessageOf(body: unknown): string | undefined {
  const { message, error } = Object(body) as { message?: unknown; error?: unknown };
  let found = typeof body === "string" ? body : (message ?? error);
  if (Array.isArray(found)) found = found.join("; ");
  return (typeof found === "string" && found.trim().slice(0, MAX_SERVER_MESSAGE)) || undefined;
}

/** The request never got an answer (DNS, refused connection, reset, CORS). */
export class RestNetworkError extends RestError {
  override name = "RestNetworkError";
  constructor(method: HttpMethod, url: string, cause: unknown) {
    super(`${method} ${url} failed: network error`, method, url, { cause });
  }
}

/**
 * No answer in time: within `timeoutMs` for one attempt (`deadline: false`), or within the request's overall
 * `deadlineMs`, retries and the waits between them included (`deadline: true`, `timeoutMs` is the deadline).
 */
export class RestTimeoutError extends RestError {
  override name = "RestTimeoutError";
  constructor(
    method: HttpMethod,
    url: string,
    readonly timeoutMs: number,
    readonly deadline = false,
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`, method, url);
  }
}

/** The caller's AbortSignal fired; `reason` is the signal's reason. */
export class RestAbortError extends RestError {
  override name = "RestAbortError";
  constructor(
    method: HttpMethod,
    url: string,
    readonly reason: unknown,
  ) {
    super(`${method} ${url} was aborted`, method, url);
  }
}

/**
 * The request was not sent because it cannot be made: an id that is empty, "." or ".." (it would change the
 * route), a base URL that is not an http(s) URL, a body that cannot be serialised as JSON, or a token provider
 * that threw or rejected (`cause` is what it threw).
 */
export class RestRequestError extends RestError {
  override name = "RestRequestError";
  constructor(method: HttpMethod, url: string, problem: string, cause?: unknown) {
    super(`${method} ${url} was not sent: ${problem}`, method, url, { cause });
  }
}
