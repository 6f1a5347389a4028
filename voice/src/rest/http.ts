// Minimal shared HTTP core. The REST-client work (issue 6) grows this file: timeouts, retries, typed errors.
// Its exported names and signatures are a contract with the call client; extend, do not rename.

/** A bearer token, or a function that returns a fresh one (short-lived JWTs). */
export type TokenSource = string | (() => string | Promise<string>);

export interface HttpOptions {
  /** Bearer token (or provider) sent as `Authorization: Bearer …`. */
  token?: TokenSource;
  /** API host. Default `https://api.vapi.ai`. */
  baseUrl?: string;
  /** fetch implementation (tests, polyfills). Default: the global fetch. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Cancels the request. */
  signal?: AbortSignal;
}

export interface HttpRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** false for the few unauthenticated routes (POST /credential/webhook). */
  auth?: boolean;
}

export interface Http {
  readonly baseUrl: string;
  request<T>(request: HttpRequest, options?: RequestOptions): Promise<T>;
}

export const DEFAULT_BASE_URL = "https://api.vapi.ai";

export function createHttp(options: HttpOptions = {}): Http {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    baseUrl,
    async request<T>(request: HttpRequest, requestOptions: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: "application/json" };
      if (request.body !== undefined) headers["Content-Type"] = "application/json";
      if (request.auth !== false && options.token !== undefined) {
        const token = typeof options.token === "function" ? await options.token() : options.token;
        headers.Authorization = `Bearer ${token}`;
      }
      const response = await fetchImpl(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: requestOptions.signal,
      });
      const text = await response.text();
      const parsed: unknown = text ? JSON.parse(text) : undefined;
      if (!response.ok)
        throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status, error: parsed });
      return parsed as T;
    },
  };
}
