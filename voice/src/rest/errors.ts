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

/** The platform answered with a non-OK status (docs/product/messages.md#http-client: the parsed body is in `error`). */
export class RestApiError extends RestError {
  override name = "RestApiError";
  constructor(
    method: HttpMethod,
    url: string,
    readonly status: number,
    /** The parsed JSON body, or its text when it is not JSON, or undefined when empty. */
    readonly error: unknown,
    readonly headers: Headers,
  ) {
    super(`${method} ${url} failed with HTTP ${status}`, method, url);
  }
}

/** The request never got an answer (DNS, refused connection, reset, CORS). */
export class RestNetworkError extends RestError {
  override name = "RestNetworkError";
  constructor(method: HttpMethod, url: string, cause: unknown) {
    super(`${method} ${url} failed: network error`, method, url, { cause });
  }
}

/** No answer within `timeoutMs` (per attempt). Named like the DOM's timeout error, for code that checks `name`. */
export class RestTimeoutError extends RestError {
  override name = "TimeoutError";
  constructor(
    method: HttpMethod,
    url: string,
    readonly timeoutMs: number,
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`, method, url);
  }
}

/** The caller's AbortSignal fired; `reason` is the signal's reason. Named "AbortError" like fetch's own abort. */
export class RestAbortError extends RestError {
  override name = "AbortError";
  constructor(
    method: HttpMethod,
    url: string,
    readonly reason: unknown,
  ) {
    super(`${method} ${url} was aborted`, method, url);
  }
}
