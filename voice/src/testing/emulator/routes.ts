// The emulator's routing table: every operation of docs/product/voice-sdk.md#platform-rest-api, as in-memory CRUD collections
// plus the action routes. Patterns use `{name}` segments; more specific routes come first.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A JSON object as the emulator stores and returns it. */
export type Doc = Record<string, unknown>;

export interface RouteContext {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  /** The emulator's own base URL (for `webCallUrl`). */
  baseUrl: string;
  store: Store;
  /** Told about each outbound phone call the emulator stores (auto-play). */
  onPhoneCall: (call: Doc) => void;
}

export interface RouteResult {
  status: number;
  body?: unknown;
}

export interface Route {
  method: Method;
  pattern: string;
  /** Requests on this route need no bearer token. */
  public?: boolean;
  /** The body must be multipart/form-data (it arrives as `{ fields, files }`). */
  multipart?: boolean;
  handle(context: RouteContext): RouteResult;
}

/** In-memory collections keyed by their concrete path (`/test-suite/abc/test`). */
export class Store {
  private readonly collections = new Map<string, Map<string, Doc>>();
  private sequence = 0;

  collection(path: string): Map<string, Doc> {
    let collection = this.collections.get(path);
    if (!collection) {
      collection = new Map<string, Doc>();
      this.collections.set(path, collection);
    }
    return collection;
  }

  insert(path: string, fields: Doc): Doc {
    const id = `${path.split("/").filter(Boolean).join("-")}-${++this.sequence}`;
    const at = new Date().toISOString();
    const doc: Doc = { ...fields, id, orgId: "org-emulator", createdAt: at, updatedAt: at };
    this.collection(path).set(id, doc);
    return doc;
  }

  clear(): void {
    this.collections.clear();
    this.sequence = 0;
  }
}

const ok = (body: unknown, status = 200): RouteResult => ({ status, body });
export const notFound = (message: string): RouteResult => ({
  status: 404,
  body: { message, error: "Not Found", statusCode: 404 },
});
export const badRequest = (message: string): RouteResult => ({
  status: 400,
  body: { message, error: "Bad Request", statusCode: 400 },
});

const asDoc = (body: unknown): Doc =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Doc) : {};

/** Fills `{name}` segments of a collection path from the matched params. */
const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");

function page(docs: Doc[], query: RouteContext["query"]) {
  const limit = Number(query.limit ?? docs.length);
  const results = docs.slice(0, Number.isFinite(limit) ? limit : docs.length);
  return {
    results,
    metadata: { itemsPerPage: results.length, totalItems: docs.length, currentPage: 1, totalPages: 1 },
  };
}

type CrudOperation = "create" | "list" | "get" | "update" | "replace" | "delete";
const STANDARD: CrudOperation[] = ["create", "list", "get", "update", "delete"];

/** The five (or so) CRUD routes of a collection. `paginated` lists answer `{ results, metadata }`. */
function collection(
  pattern: string,
  { operations = STANDARD, paginated = false }: { operations?: CrudOperation[]; paginated?: boolean } = {},
): Route[] {
  const item = `${pattern}/{id}`;
  const docs = (context: RouteContext) => context.store.collection(fill(pattern, context.params));
  /** A route on `pattern/{id}` that answers 404 when the id is unknown. */
  const onDoc = (method: Method, answer: (doc: Doc, context: RouteContext) => Doc): Route => ({
    method,
    pattern: item,
    handle: (context) => {
      const doc = docs(context).get(context.params.id ?? "");
      return doc ? ok(answer(doc, context)) : notFound(`${fill(item, context.params)} not found`);
    },
  });
  const routes: Record<CrudOperation, Route> = {
    create: {
      method: "POST",
      pattern,
      handle: (context) => ok(context.store.insert(fill(pattern, context.params), asDoc(context.body)), 201),
    },
    list: {
      method: "GET",
      pattern,
      handle: (context) => {
        const listed = page([...docs(context).values()], context.query);
        return ok(paginated ? listed : listed.results);
      },
    },
    get: onDoc("GET", (doc) => doc),
    update: onDoc("PATCH", (doc, { body }) =>
      Object.assign(doc, asDoc(body), { id: doc.id, updatedAt: new Date().toISOString() }),
    ),
    replace: onDoc("PUT", ({ id, orgId, createdAt }, context) => {
      const replaced = { ...asDoc(context.body), id, orgId, createdAt, updatedAt: new Date().toISOString() };
      docs(context).set(String(id), replaced);
      return replaced;
    }),
    delete: onDoc("DELETE", (doc, context) => {
      docs(context).delete(String(doc.id));
      return doc;
    }),
  };
  return operations.map((operation) => routes[operation]);
}

/** A route that answers from the request alone (actions the emulator does not model further). */
const action = (method: Method, pattern: string, answer: (context: RouteContext) => unknown): Route => ({
  method,
  pattern,
  handle: (context) => ok(answer(context), method === "POST" ? 201 : 200),
});

/** A route on one existing item: 404 when the item does not exist. */
const onItem = (
  method: Method,
  pattern: string,
  collectionPath: string,
  answer: (doc: Doc, context: RouteContext) => unknown,
): Route => ({
  method,
  pattern,
  handle: (context) => {
    const doc = context.store.collection(collectionPath).get(context.params.id ?? "");
    return doc
      ? ok(answer(doc, context), method === "POST" ? 201 : 200)
      : notFound(`${collectionPath}/${context.params.id} not found`);
  },
});

const insertInto =
  (path: string, extra: (context: RouteContext) => Doc = () => ({})) =>
  (context: RouteContext) => ({
    status: 201,
    body: context.store.insert(path, { ...asDoc(context.body), ...extra(context) }),
  });

const listOf = (path: string, paginated: boolean) => (context: RouteContext) => {
  const docs = [...context.store.collection(path).values()];
  return paginated ? page(docs, context.query) : docs;
};

const E164 = /^\+[1-9]\d{6,14}$/;
const CALL_TARGETS = ["assistantId", "assistant", "squadId", "squad", "workflowId", "workflow"];

/** Why the platform would refuse these outbound phone calls, or undefined. */
function phoneCallProblem(body: Doc, customers: Doc[]): string | undefined {
  if (!customers.every((customer) => typeof customer.number === "string" && E164.test(customer.number)))
    return "customer.number must be a valid phone number in the E.164 format";
  if (body.phoneNumberId === undefined && body.phoneNumber === undefined)
    return "phoneNumberId or phoneNumber is required for a phone call";
  if (!CALL_TARGETS.some((key) => body[key] !== undefined)) return "an assistant, squad or workflow is required";
  return undefined;
}

/**
 * POST /call and POST /call/phone. A `customer` makes an outbound phone call; `customers` a batch of them, one
 * call each, answered as `{ results, errors }`. Without either, the body is stored with `withoutCustomer`.
 */
const createCall =
  (withoutCustomer: Doc) =>
  ({ body, store, onPhoneCall }: RouteContext): RouteResult => {
    const { customer, customers, ...rest } = asDoc(body);
    if (customer === undefined && customers === undefined)
      return { status: 201, body: store.insert("/call", { ...rest, ...withoutCustomer }) };
    const batch = customers !== undefined;
    const list = (batch ? [customers].flat() : [customer]).map(asDoc);
    const problem = phoneCallProblem(rest, list);
    if (problem) return badRequest(problem);
    const calls = list.map((one) =>
      store.insert("/call", { ...rest, customer: one, type: "outboundPhoneCall", status: "queued" }),
    );
    for (const call of calls) onPhoneCall(call);
    return { status: 201, body: batch ? { results: calls, errors: [] } : calls[0] };
  };

const compare = {
  Gt: (a: number, b: number) => a > b,
  Lt: (a: number, b: number) => a < b,
  Ge: (a: number, b: number) => a >= b,
  Le: (a: number, b: number) => a <= b,
};

/** GET /call with the platform's filters: equality on ids, ranges on the timestamps, then `limit`. */
function listCalls({ store, query }: RouteContext): RouteResult {
  let calls = [...store.collection("/call").values()];
  for (const field of ["id", "assistantId", "phoneNumberId"]) {
    const wanted = query[field];
    if (wanted !== undefined) calls = calls.filter((call) => call[field] === wanted);
  }
  for (const field of ["createdAt", "updatedAt"])
    for (const [suffix, holds] of Object.entries(compare)) {
      const name = `${field}${suffix}`;
      if (query[name] === undefined) continue;
      const bound = Date.parse(String(query[name]));
      if (Number.isNaN(bound)) return badRequest(`${name} must be a valid ISO 8601 date string`);
      calls = calls.filter((call) => holds(Date.parse(String(call[field])), bound));
    }
  return ok(page(calls, query).results);
}

interface UploadedFile {
  name: string;
  type: string;
  size: number;
}
interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

const uploadFile = (context: RouteContext): RouteResult => {
  const { fields, files } = context.body as MultipartBody;
  const file = files.file;
  if (!file) return badRequest("file is required");
  const doc = context.store.insert("/file", {
    ...fields,
    object: "file",
    status: "done",
    name: file.name,
    originalName: file.name,
    bytes: file.size,
    mimetype: file.type,
  });
  return { status: 201, body: doc };
};

export const routes: Route[] = [
  // Action routes that share a prefix with a collection come before it.
  {
    method: "POST",
    pattern: "/call/web",
    // Echo what was asked for so tests can assert on it; the URL stands where a real platform hands out a room.
    handle: ({ body, baseUrl, store }) => {
      const call = store.insert("/call", { ...asDoc(body), type: "webCall", status: "queued" });
      call.webCallUrl = `${baseUrl}/web-call/${String(call.id)}`;
      return { status: 201, body: call };
    },
  },
  { method: "POST", pattern: "/call/phone", handle: createCall({ type: "outboundPhoneCall", status: "queued" }) },
  onItem("GET", "/assistant/{id}/version", "/assistant", (doc, { query }) => page([doc], query)),
  {
    method: "POST",
    pattern: "/chat/responses",
    handle: insertInto("/chat", () => ({ object: "response", output: [] })),
  },
  { method: "POST", pattern: "/chat/web", handle: insertInto("/chat", () => ({ output: [] })) },
  {
    method: "POST",
    pattern: "/chat/web/responses",
    handle: insertInto("/chat", () => ({ object: "response", output: [] })),
  },
  {
    method: "POST",
    pattern: "/phone-number/import/twilio",
    handle: insertInto("/phone-number", () => ({ provider: "twilio" })),
  },
  {
    method: "POST",
    pattern: "/phone-number/import/vonage",
    handle: insertInto("/phone-number", () => ({ provider: "vonage" })),
  },
  { method: "POST", pattern: "/file", multipart: true, handle: uploadFile },
  { method: "POST", pattern: "/file/upload", multipart: true, handle: uploadFile },
  action("GET", "/org/feature-flag", ({ query }) => ({ flags: {}, query })),
  onItem("GET", "/org/{id}/user", "/org", () => []),
  onItem("DELETE", "/org/{id}/leave", "/org", (doc) => doc),
  onItem("DELETE", "/org/{id}/member/{userId}/leave", "/org", (doc, { params }) => ({
    orgId: doc.id,
    userId: params.userId,
  })),
  onItem("POST", "/org/{id}/invite", "/org", (doc, { body }) => ({ orgId: doc.id, ...asDoc(body) })),
  onItem("PATCH", "/org/{id}/role", "/org", (doc, { body }) => ({ orgId: doc.id, ...asDoc(body) })),
  onItem("GET", "/org/{id}/auth", "/org", (doc) => ({ orgId: doc.id, token: `emulator-token-for-${String(doc.id)}` })),
  action("POST", "/credential/session", ({ body }) => ({ sessionToken: "emulator-session", ...asDoc(body) })),
  { ...action("POST", "/credential/webhook", ({ body }) => ({ received: true, ...asDoc(body) })), public: true },
  action("POST", "/credential/trigger", ({ body }) => ({ triggered: true, ...asDoc(body) })),
  action("GET", "/template/pinned", ({ store }) =>
    [...store.collection("/template").values()].filter((t) => t.isPinned),
  ),
  action("GET", "/v2/assistant", listOf("/assistant", true)),
  action("GET", "/v2/call", listOf("/call", true)),
  action("GET", "/v2/call/export", ({ store }) => ({ calls: [...store.collection("/call").values()] })),
  action("GET", "/v2/call/metadata", ({ store }) => ({ totalCalls: store.collection("/call").size })),
  action("GET", "/v2/phone-number", listOf("/phone-number", true)),
  action("POST", "/voice-library/sync", () => []),
  action("POST", "/voice-library/create-sesame-voice", ({ body }) => ({ id: "sesame-voice", ...asDoc(body) })),
  action("POST", "/voice-library/sync/{provider}", () => []),
  action("GET", "/voice-library/{provider}/accents", () => ["american", "british"]),
  action("GET", "/voice-library/{provider}", () => []),
  action("POST", "/analytics", ({ body }) => {
    const queries = asDoc(body).queries;
    return Array.isArray(queries)
      ? queries.map((q) => ({ name: asDoc(q).name, timeRange: asDoc(q).timeRange, result: [] }))
      : [];
  }),
  {
    method: "POST",
    pattern: "/11labs/voice/clone",
    multipart: true,
    handle: ({ body }) => {
      const { fields, files } = body as MultipartBody;
      return { status: 201, body: { voiceId: "cloned-voice", name: fields.name, files: Object.values(files) } };
    },
  },

  ...collection("/assistant", { operations: [...STANDARD, "replace"] }),
  ...collection("/squad"),
  ...collection("/workflow"),
  { method: "POST", pattern: "/call", handle: createCall({}) },
  { method: "GET", pattern: "/call", handle: listCalls },
  ...collection("/call", { operations: ["get", "update", "delete"] }),
  ...collection("/chat", { operations: ["create", "list", "get", "delete"], paginated: true }),
  ...collection("/campaign", { paginated: true }),
  ...collection("/session", { paginated: true }),
  ...collection("/phone-number"),
  ...collection("/tool"),
  ...collection("/knowledge-base"),
  ...collection("/structured-output", { paginated: true }),
  ...collection("/file", { operations: ["list", "get", "update", "delete"] }),
  ...collection("/test-suite/{suiteId}/test"),
  ...collection("/test-suite/{suiteId}/run"),
  ...collection("/test-suite"),
  ...collection("/org"),
  ...collection("/token"),
  ...collection("/credential"),
  ...collection("/template"),
  ...collection("/provider/{provider}/{resourceName}", { paginated: true }),

  // Provider helpers start with a parameter, so they go last: they would match any other two-segment path.
  action("GET", "/{provider}/workflows", () => []),
  action("GET", "/{provider}/workflows/{workflowId}/hooks", () => []),
  action("GET", "/{provider}/locations", () => []),
  action("GET", "/{provider}/voices/search", () => []),
  action("GET", "/{provider}/voice/search", () => []),
  action("POST", "/{provider}/voices/add", ({ params, body }) => ({ provider: params.provider, ...asDoc(body) })),
  action("POST", "/{provider}/voice/add", ({ params, body }) => ({ provider: params.provider, ...asDoc(body) })),
];

/** Decoded path params when `path` matches `pattern`, else undefined. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = decodeURIComponent(got[index] ?? "");
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name) {
      if (actual === "") return undefined;
      params[name] = actual;
    } else if (segment !== actual) return undefined;
  }
  return params;
}
