// A local stand-in for the voice platform's REST API (think stripe-mock): real HTTP, in-memory data, a request
// log and injectable failures, so code that uses the REST client can be tested without the network.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  playPhoneCall,
  type PhoneCallOutcome,
  type PlayPhoneCallOptions,
  type WebhookDelivery,
} from "./phone-calls.ts";
import { badRequest, matchPath, notFound, routes, Store, type Doc, type Route, type RouteResult } from "./routes.ts";

export interface EmulatorOptions {
  /** Port to listen on. Default 0: a free port, read it back from `url`. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** When set, only `Authorization: Bearer <token>` is accepted; otherwise any bearer token is. */
  token?: string;
  /** Play every new outbound phone call by itself, for end-to-end runs where no test can call `playPhoneCall`. */
  phoneCalls?: PhoneCallsOptions;
}

export interface PhoneCallsOptions {
  /** The outcome every new outbound phone call is played with. */
  autoPlay: PhoneCallOutcome;
  /** Wait this long after the call is created. Default 100. */
  delayMs?: number;
}

/** One request as the emulator received it, in arrival order. */
export interface EmulatorRequest {
  method: string;
  /** The path without the query string, still URL-encoded as sent. */
  path: string;
  /** Query parameters; a repeated key gives an array. */
  query: Record<string, string | string[]>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON, `{ fields, files }` for multipart (files as `{ name, type, size }`), or undefined. */
  body: unknown;
  /** The status the emulator answered. */
  status: number;
}

/** An answer to force on the next matching requests (retries, outages, slow servers). */
export interface EmulatorFault {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many requests get this answer. Default 1. */
  times?: number;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Only requests whose path starts with this. Default: every request. */
  path?: string;
}

export interface Emulator {
  /** Base URL to pass as the REST client's `baseUrl`, e.g. `http://127.0.0.1:4010`. */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: EmulatorRequest[];
  /** Queue a forced answer. Faults are used in the order they were queued. */
  fail(fault: EmulatorFault): void;
  /**
   * Play the platform's side of a stored phone call: POST its server messages (status-update ringing, in-progress,
   * ended, then end-of-call-report, as the outcome has them) to its webhook, updating the stored call as it goes.
   * Throws for an unknown call or one without a webhook URL; a webhook that fails or cannot be reached is recorded.
   */
  playPhoneCall(callId: string, outcome: PhoneCallOutcome, options?: PlayPhoneCallOptions): Promise<WebhookDelivery[]>;
  /** Forget the data, the request log, queued faults and auto-plays not started yet. */
  reset(): void;
  close(): Promise<void>;
}

const UNAUTHORIZED: RouteResult = {
  status: 401,
  body: { message: "Invalid Key. Send Authorization: Bearer <token>.", error: "Unauthorized", statusCode: 401 },
};

function findRoute(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.pattern, path);
    if (params) return { route, params };
  }
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseMultipart(raw: Buffer, contentType: string) {
  const form = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
  const fields: Record<string, string> = {};
  const files: Record<string, { name: string; type: string; size: number }> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else files[key] = { name: value.name, type: value.type, size: value.size };
  }
  return { fields, files };
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return query;
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  return headers;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const store = new Store();
  const requests: EmulatorRequest[] = [];
  let faults: EmulatorFault[] = [];
  let baseUrl = "";
  const pendingPlays = new Set<ReturnType<typeof setTimeout>>();

  function autoPlay(call: Doc) {
    if (!options.phoneCalls) return;
    const { autoPlay: outcome, delayMs = 100 } = options.phoneCalls;
    const timer = setTimeout(() => {
      pendingPlays.delete(timer);
      // Nobody awaits an auto-play: say why it could not run (no webhook URL) rather than reject unheard.
      playPhoneCall(store, String(call.id), outcome).catch((error: unknown) =>
        console.error(`Platform emulator: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, delayMs);
    pendingPlays.add(timer);
  }
  function cancelPlays() {
    for (const timer of pendingPlays) clearTimeout(timer);
    pendingPlays.clear();
  }

  async function answer(
    request: IncomingMessage,
    url: URL,
    entry: EmulatorRequest,
  ): Promise<RouteResult & { headers?: Record<string, string> }> {
    const fault = faults.find((f) => !f.path || url.pathname.startsWith(f.path));
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return fault;
    }
    const found = findRoute(entry.method, url.pathname);
    if (!found) return notFound(`Cannot ${entry.method} ${url.pathname}`);
    const bearer = /^Bearer (.+)$/.exec(entry.headers.authorization ?? "")?.[1];
    if (!found.route.public && (!bearer || (options.token !== undefined && bearer !== options.token)))
      return UNAUTHORIZED;

    const raw = await readBody(request);
    const contentType = entry.headers["content-type"] ?? "";
    if (contentType.startsWith("multipart/form-data")) entry.body = await parseMultipart(raw, contentType);
    else if (found.route.multipart) return badRequest("Expected a multipart/form-data body");
    else if (raw.length > 0) {
      try {
        entry.body = JSON.parse(raw.toString("utf8")) as unknown;
      } catch {
        return badRequest("Invalid JSON body");
      }
    }
    const context = { params: found.params, query: entry.query, body: entry.body, baseUrl, store };
    return found.route.handle({ ...context, onPhoneCall: autoPlay });
  }

  // Imported on use: `@parley/voice/testing` also loads in browsers (stories with the fakes), where node:http is absent.
  const { createServer } = await import("node:http");
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://emulator");
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "authorization, content-type",
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
    };
    // Browser tests hit the emulator cross-origin; preflights are not platform requests, so they are not logged.
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
    const entry: EmulatorRequest = {
      method: request.method ?? "GET",
      path: url.pathname,
      query: queryOf(url),
      headers: headersOf(request),
      body: undefined,
      status: 0,
    };
    requests.push(entry);
    answer(request, url, entry).then(
      (result) => {
        entry.status = result.status;
        const text = result.body === undefined ? "" : JSON.stringify(result.body);
        response.writeHead(result.status, { ...cors, "content-type": "application/json", ...result.headers }).end(text);
      },
      (error: unknown) => {
        entry.status = 500;
        response.writeHead(500, { ...cors, "content-type": "application/json" });
        response.end(JSON.stringify({ message: String(error), error: "Internal Server Error", statusCode: 500 }));
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    requests,
    fail: (fault) => void faults.push({ ...fault }),
    playPhoneCall: (callId, outcome, playOptions) => playPhoneCall(store, callId, outcome, playOptions),
    reset() {
      cancelPlays();
      store.clear();
      requests.length = 0;
      faults = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        cancelPlays();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
