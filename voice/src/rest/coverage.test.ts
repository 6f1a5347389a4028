// Every operation of the platform's OpenAPI document, called through its typed method against a local HTTP server:
// method, path, auth header and body encoding are checked against the document itself.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, readDocument } from "../../scripts/generate-rest.ts";
import { createRestClient } from "./index.ts";

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const TOKEN = "sk-coverage-1";
const document = readDocument();
const received: Received[] = [];
let server: Server;
let baseUrl = "";

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body,
      });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The client's method for `name` ("ns.method" or "ns.factory(a,b).method"), its factory already given its ids. */
function methodOf(api: object, name: string, ids: Record<string, string>) {
  const match = /^(\w+)\.(?:(\w+)\(([\w,]+)\)\.)?(\w+)$/.exec(name);
  if (!match) throw new Error(`unreadable name ${name}`);
  const [, namespace = "", factory, factoryParams, method = ""] = match;
  let target = (api as Record<string, Record<string, unknown>>)[namespace];
  const consumed = factoryParams?.split(",") ?? [];
  if (factory)
    target = (target?.[factory] as (...a: string[]) => Record<string, unknown>)(...consumed.map((p) => ids[p] ?? ""));
  const fn = target?.[method];
  if (typeof fn !== "function") throw new Error(`the client has no ${name}`);
  return { fn: fn as (...args: unknown[]) => Promise<unknown>, consumed };
}

const entries = operations(document);

describe("every OpenAPI operation has a typed method", () => {
  it("covers all operations of the document", () => {
    expect(entries).toHaveLength(137);
  });

  it.each(entries.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))("%s", async (_, entry) => {
    const api = createRestClient({ token: TOKEN, baseUrl, maxRetries: 0 });
    const pathParams = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
    // Values that need encoding, so the test also sees each id land in its own segment.
    const ids = Object.fromEntries(pathParams.map((p) => [p, `${p} 1`]));
    const { fn, consumed } = methodOf(api, entry.name, ids);
    const content = entry.operation.requestBody?.content;
    const multipart = content?.["multipart/form-data"] !== undefined && !content["application/json"];
    const args: unknown[] = pathParams.filter((p) => !consumed.includes(p)).map((p) => ids[p]);
    if (content) args.push(multipart ? { file: new Blob(["x"]), name: "probe" } : { probe: 1 });

    received.length = 0;
    await fn(...args);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(entry.method);
    expect(request?.path).toBe(entry.path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(ids[p] ?? "")));
    expect(entry.operation.security).toEqual([{ bearer: [] }]);
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`);
    if (!content) expect(request?.body).toBe("");
    else if (multipart) {
      expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(request?.body).toContain('name="file"');
    } else {
      expect(request?.contentType).toBe("application/json");
      expect(JSON.parse(request?.body ?? "")).toEqual({ probe: 1 });
    }
  });

  it("sends POST /credential/webhook (not in the public document) without Authorization, as the only one", async () => {
    received.length = 0;
    await createRestClient({ token: TOKEN, baseUrl }).credentials.webhook({ event: "x" });
    expect(received).toMatchObject([{ method: "POST", path: "/credential/webhook", authorization: undefined }]);
  });

  it("answers a call artifact with the file itself", async () => {
    const recording = await createRestClient({ token: TOKEN, baseUrl }).callArtifacts.monoRecording("c1");
    expect(recording).toBeInstanceOf(Blob);
    expect(await recording.text()).toBe("{}");
  });
});
