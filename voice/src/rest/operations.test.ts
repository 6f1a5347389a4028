// Every operation of docs/product/voice-sdk.md#platform-rest-api, called through the client against the emulator over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "../testing/emulator/index.ts";
import { createRestClient, type JsonObject, type Query, type RestClient } from "./index.ts";

/** The documented table, one line per operation, with the table's own placeholder names. */
const DOCUMENTED_OPERATIONS = [
  "POST /assistant",
  "GET /assistant",
  "GET /assistant/{id}",
  "PATCH /assistant/{id}",
  "PUT /assistant/{id}",
  "DELETE /assistant/{id}",
  "GET /assistant/{id}/version",
  "GET /v2/assistant",
  "GET /v2/call",
  "GET /v2/call/export",
  "GET /v2/call/metadata",
  "GET /v2/phone-number",
  "POST /squad",
  "GET /squad",
  "GET /squad/{id}",
  "PATCH /squad/{id}",
  "DELETE /squad/{id}",
  "GET /workflow",
  "POST /workflow",
  "GET /workflow/{id}",
  "PATCH /workflow/{id}",
  "DELETE /workflow/{id}",
  "POST /call",
  "GET /call",
  "GET /call/{id}",
  "PATCH /call/{id}",
  "DELETE /call/{id}",
  "POST /call/phone",
  "POST /call/web",
  "GET /chat",
  "POST /chat",
  "GET /chat/{id}",
  "DELETE /chat/{id}",
  "POST /chat/responses",
  "POST /chat/web",
  "POST /chat/web/responses",
  "POST /campaign",
  "GET /campaign",
  "GET /campaign/{id}",
  "PATCH /campaign/{id}",
  "DELETE /campaign/{id}",
  "POST /session",
  "GET /session",
  "GET /session/{id}",
  "PATCH /session/{id}",
  "DELETE /session/{id}",
  "POST /phone-number/import/twilio",
  "POST /phone-number/import/vonage",
  "POST /phone-number",
  "GET /phone-number",
  "GET /phone-number/{id}",
  "PATCH /phone-number/{id}",
  "DELETE /phone-number/{id}",
  "POST /tool",
  "GET /tool",
  "GET /tool/{id}",
  "PATCH /tool/{id}",
  "DELETE /tool/{id}",
  "POST /knowledge-base",
  "GET /knowledge-base",
  "GET /knowledge-base/{id}",
  "PATCH /knowledge-base/{id}",
  "DELETE /knowledge-base/{id}",
  "POST /structured-output",
  "GET /structured-output",
  "GET /structured-output/{id}",
  "PATCH /structured-output/{id}",
  "DELETE /structured-output/{id}",
  "POST /file/upload",
  "POST /file",
  "GET /file",
  "GET /file/{id}",
  "PATCH /file/{id}",
  "DELETE /file/{id}",
  "GET /test-suite",
  "POST /test-suite",
  "GET /test-suite/{id}",
  "PATCH /test-suite/{id}",
  "DELETE /test-suite/{id}",
  "GET /test-suite/{id}/test",
  "POST /test-suite/{id}/test",
  "GET /test-suite/{id}/test/{testId}",
  "PATCH /test-suite/{id}/test/{testId}",
  "DELETE /test-suite/{id}/test/{testId}",
  "GET /test-suite/{id}/run",
  "POST /test-suite/{id}/run",
  "GET /test-suite/{id}/run/{runId}",
  "PATCH /test-suite/{id}/run/{runId}",
  "DELETE /test-suite/{id}/run/{runId}",
  "POST /org",
  "GET /org",
  "GET /org/feature-flag",
  "GET /org/{id}",
  "PATCH /org/{id}",
  "DELETE /org/{id}",
  "GET /org/{id}/user",
  "DELETE /org/{id}/leave",
  "DELETE /org/{id}/member/{userId}/leave",
  "POST /org/{id}/invite",
  "PATCH /org/{id}/role",
  "GET /org/{id}/auth",
  "POST /token",
  "GET /token",
  "GET /token/{id}",
  "PATCH /token/{id}",
  "DELETE /token/{id}",
  "POST /credential",
  "GET /credential",
  "GET /credential/{id}",
  "PATCH /credential/{id}",
  "DELETE /credential/{id}",
  "POST /credential/session",
  "POST /credential/webhook",
  "POST /credential/trigger",
  "POST /template",
  "GET /template",
  "GET /template/pinned",
  "GET /template/{id}",
  "PATCH /template/{id}",
  "DELETE /template/{id}",
  "GET /voice-library/{provider}",
  "GET /voice-library/{provider}/accents",
  "POST /voice-library/sync/{provider}",
  "POST /voice-library/sync",
  "POST /voice-library/create-sesame-voice",
  "POST /provider/{a}/{b}",
  "GET /provider/{a}/{b}",
  "GET /provider/{a}/{b}/{id}",
  "PATCH /provider/{a}/{b}/{id}",
  "DELETE /provider/{a}/{b}/{id}",
  "GET /{provider}/workflows",
  "GET /{provider}/workflows/{id}/hooks",
  "GET /{provider}/locations",
  "GET /{provider}/voices/search",
  "GET /{provider}/voice/search",
  "POST /{provider}/voices/add",
  "POST /{provider}/voice/add",
  "POST /11labs/voice/clone",
  "POST /analytics",
] as const;

type Operation = (typeof DOCUMENTED_OPERATIONS)[number];
type Params = Record<string, string>;
type Run = (api: RestClient, p: Params, body: JsonObject, query: Query) => Promise<unknown>;

interface Case {
  run: Run;
  /** Collections to create first, in order: [param name, collection path with {params}]. */
  seed?: [string, string][];
  /** The operation takes a query: the test sends QUERY and expects it on the wire. */
  query?: boolean;
  /** The operation sends no JSON body (bodiless POST, multipart). */
  noBody?: boolean;
  /** Expected multipart body as the emulator parsed it. */
  multipart?: unknown;
}

const TOKEN = "sk-test-5f2c";
const QUERY: Query = { limit: 2, createdAtGt: new Date("2026-01-01T00:00:00Z"), idAny: ["a", "b"] };
const QUERY_ON_WIRE = { limit: "2", createdAtGt: "2026-01-01T00:00:00.000Z", idAny: ["a", "b"] };
/** Fixed values of the path parameters that are not seeded ids; chosen to need URL encoding. */
const FIXED: Params = { provider: "eleven labs/x", a: "google calendar", b: "events?", id: "wf 1", userId: "user/7" };

const note = () => new File(["hello"], "notes.txt", { type: "text/plain" });
const NOTE_ON_WIRE = { name: "notes.txt", type: "text/plain", size: 5 };

const item = (collection: string): [string, string][] => [["id", collection]];

const CASES: Record<Operation, Case> = {
  "POST /assistant": { run: (api, _p, body) => api.assistants.create(body) },
  "GET /assistant": { run: (api, _p, _b, q) => api.assistants.list(q), query: true },
  "GET /assistant/{id}": { run: (api, p) => api.assistants.get(p.id!), seed: item("/assistant") },
  "PATCH /assistant/{id}": { run: (api, p, body) => api.assistants.update(p.id!, body), seed: item("/assistant") },
  "PUT /assistant/{id}": { run: (api, p, body) => api.assistants.replace(p.id!, body), seed: item("/assistant") },
  "DELETE /assistant/{id}": { run: (api, p) => api.assistants.delete(p.id!), seed: item("/assistant") },
  "GET /assistant/{id}/version": {
    run: (api, p, _b, q) => api.assistants.listVersions(p.id!, q),
    seed: item("/assistant"),
    query: true,
  },
  "GET /v2/assistant": { run: (api, _p, _b, q) => api.v2.listAssistants(q), query: true },
  "GET /v2/call": { run: (api, _p, _b, q) => api.v2.listCalls(q), query: true },
  "GET /v2/call/export": { run: (api, _p, _b, q) => api.v2.exportCalls(q), query: true },
  "GET /v2/call/metadata": { run: (api, _p, _b, q) => api.v2.getCallMetadata(q), query: true },
  "GET /v2/phone-number": { run: (api, _p, _b, q) => api.v2.listPhoneNumbers(q), query: true },
  "POST /squad": { run: (api, _p, body) => api.squads.create({ members: [], ...body }) },
  "GET /squad": { run: (api, _p, _b, q) => api.squads.list(q), query: true },
  "GET /squad/{id}": { run: (api, p) => api.squads.get(p.id!), seed: item("/squad") },
  "PATCH /squad/{id}": {
    run: (api, p, body) => api.squads.update(p.id!, { members: [], ...body }),
    seed: item("/squad"),
  },
  "DELETE /squad/{id}": { run: (api, p) => api.squads.delete(p.id!), seed: item("/squad") },
  "GET /workflow": { run: (api, _p, _b, q) => api.workflows.list(q), query: true },
  "POST /workflow": { run: (api, _p, body) => api.workflows.create(body) },
  "GET /workflow/{id}": { run: (api, p) => api.workflows.get(p.id!), seed: item("/workflow") },
  "PATCH /workflow/{id}": { run: (api, p, body) => api.workflows.update(p.id!, body), seed: item("/workflow") },
  "DELETE /workflow/{id}": { run: (api, p) => api.workflows.delete(p.id!), seed: item("/workflow") },
  "POST /call": { run: (api, _p, body) => api.calls.create(body) },
  "GET /call": { run: (api, _p, _b, q) => api.calls.list(q), query: true },
  "GET /call/{id}": { run: (api, p) => api.calls.get(p.id!), seed: item("/call") },
  "PATCH /call/{id}": { run: (api, p, body) => api.calls.update(p.id!, body), seed: item("/call") },
  "DELETE /call/{id}": { run: (api, p) => api.calls.delete(p.id!), seed: item("/call") },
  "POST /call/phone": { run: (api, _p, body) => api.calls.createPhone(body) },
  "POST /call/web": { run: (api, _p, body) => api.calls.createWeb(body) },
  "GET /chat": { run: (api, _p, _b, q) => api.chats.list(q), query: true },
  "POST /chat": { run: (api, _p, body) => api.chats.create({ input: "hi", ...body }) },
  "GET /chat/{id}": { run: (api, p) => api.chats.get(p.id!), seed: item("/chat") },
  "DELETE /chat/{id}": { run: (api, p) => api.chats.delete(p.id!), seed: item("/chat") },
  "POST /chat/responses": { run: (api, _p, body) => api.chats.createResponse({ input: "hi", ...body }) },
  "POST /chat/web": { run: (api, _p, body) => api.chats.createWeb(body) },
  "POST /chat/web/responses": { run: (api, _p, body) => api.chats.createWebResponse(body) },
  "POST /campaign": { run: (api, _p, body) => api.campaigns.create({ name: "c", ...body }) },
  "GET /campaign": { run: (api, _p, _b, q) => api.campaigns.list(q), query: true },
  "GET /campaign/{id}": { run: (api, p) => api.campaigns.get(p.id!), seed: item("/campaign") },
  "PATCH /campaign/{id}": { run: (api, p, body) => api.campaigns.update(p.id!, body), seed: item("/campaign") },
  "DELETE /campaign/{id}": { run: (api, p) => api.campaigns.delete(p.id!), seed: item("/campaign") },
  "POST /session": { run: (api, _p, body) => api.sessions.create(body) },
  "GET /session": { run: (api, _p, _b, q) => api.sessions.list(q), query: true },
  "GET /session/{id}": { run: (api, p) => api.sessions.get(p.id!), seed: item("/session") },
  "PATCH /session/{id}": { run: (api, p, body) => api.sessions.update(p.id!, body), seed: item("/session") },
  "DELETE /session/{id}": { run: (api, p) => api.sessions.delete(p.id!), seed: item("/session") },
  "POST /phone-number/import/twilio": { run: (api, _p, body) => api.phoneNumbers.importTwilio(body) },
  "POST /phone-number/import/vonage": { run: (api, _p, body) => api.phoneNumbers.importVonage(body) },
  "POST /phone-number": { run: (api, _p, body) => api.phoneNumbers.create(body) },
  "GET /phone-number": { run: (api, _p, _b, q) => api.phoneNumbers.list(q), query: true },
  "GET /phone-number/{id}": { run: (api, p) => api.phoneNumbers.get(p.id!), seed: item("/phone-number") },
  "PATCH /phone-number/{id}": {
    run: (api, p, body) => api.phoneNumbers.update(p.id!, body),
    seed: item("/phone-number"),
  },
  "DELETE /phone-number/{id}": { run: (api, p) => api.phoneNumbers.delete(p.id!), seed: item("/phone-number") },
  "POST /tool": { run: (api, _p, body) => api.tools.create({ type: "function", ...body }) },
  "GET /tool": { run: (api, _p, _b, q) => api.tools.list(q), query: true },
  "GET /tool/{id}": { run: (api, p) => api.tools.get(p.id!), seed: item("/tool") },
  "PATCH /tool/{id}": { run: (api, p, body) => api.tools.update(p.id!, body), seed: item("/tool") },
  "DELETE /tool/{id}": { run: (api, p) => api.tools.delete(p.id!), seed: item("/tool") },
  "POST /knowledge-base": { run: (api, _p, body) => api.knowledgeBases.create(body) },
  "GET /knowledge-base": { run: (api, _p, _b, q) => api.knowledgeBases.list(q), query: true },
  "GET /knowledge-base/{id}": { run: (api, p) => api.knowledgeBases.get(p.id!), seed: item("/knowledge-base") },
  "PATCH /knowledge-base/{id}": {
    run: (api, p, body) => api.knowledgeBases.update(p.id!, body),
    seed: item("/knowledge-base"),
  },
  "DELETE /knowledge-base/{id}": {
    run: (api, p) => api.knowledgeBases.delete(p.id!),
    seed: item("/knowledge-base"),
  },
  "POST /structured-output": {
    run: (api, _p, body) => api.structuredOutputs.create({ name: "o", schema: {}, ...body }),
  },
  "GET /structured-output": { run: (api, _p, _b, q) => api.structuredOutputs.list(q), query: true },
  "GET /structured-output/{id}": {
    run: (api, p) => api.structuredOutputs.get(p.id!),
    seed: item("/structured-output"),
  },
  "PATCH /structured-output/{id}": {
    // The only PATCH that also takes a query (docs/product/voice-sdk.md#platform-rest-api).
    run: (api, p, body, q) => api.structuredOutputs.update(p.id!, body, q),
    seed: item("/structured-output"),
    query: true,
  },
  "DELETE /structured-output/{id}": {
    run: (api, p) => api.structuredOutputs.delete(p.id!),
    seed: item("/structured-output"),
  },
  "POST /file/upload": {
    run: (api) => api.files.upload({ file: note(), purpose: "knowledge-base" }),
    noBody: true,
    multipart: { fields: { purpose: "knowledge-base" }, files: { file: NOTE_ON_WIRE } },
  },
  "POST /file": {
    run: (api) => api.files.create({ file: note(), metadata: { team: "sales" } }),
    noBody: true,
    multipart: { fields: { metadata: '{"team":"sales"}' }, files: { file: NOTE_ON_WIRE } },
  },
  "GET /file": { run: (api) => api.files.list({ purpose: "knowledge-base" }) },
  "GET /file/{id}": { run: (api, p) => api.files.get(p.id!), seed: [["id", "/file"]] },
  "PATCH /file/{id}": { run: (api, p, body) => api.files.update(p.id!, body), seed: [["id", "/file"]] },
  "DELETE /file/{id}": { run: (api, p) => api.files.delete(p.id!), seed: [["id", "/file"]] },
  "GET /test-suite": { run: (api, _p, _b, q) => api.testSuites.list(q), query: true },
  "POST /test-suite": { run: (api, _p, body) => api.testSuites.create(body) },
  "GET /test-suite/{id}": { run: (api, p) => api.testSuites.get(p.id!), seed: item("/test-suite") },
  "PATCH /test-suite/{id}": { run: (api, p, body) => api.testSuites.update(p.id!, body), seed: item("/test-suite") },
  "DELETE /test-suite/{id}": { run: (api, p) => api.testSuites.delete(p.id!), seed: item("/test-suite") },
  "GET /test-suite/{id}/test": {
    run: (api, p, _b, q) => api.testSuites.tests(p.id!).list(q),
    seed: item("/test-suite"),
    query: true,
  },
  "POST /test-suite/{id}/test": {
    run: (api, p, body) => api.testSuites.tests(p.id!).create(body),
    seed: item("/test-suite"),
  },
  "GET /test-suite/{id}/test/{testId}": {
    run: (api, p) => api.testSuites.tests(p.id!).get(p.testId!),
    seed: [...item("/test-suite"), ["testId", "/test-suite/{id}/test"]],
  },
  "PATCH /test-suite/{id}/test/{testId}": {
    run: (api, p, body) => api.testSuites.tests(p.id!).update(p.testId!, body),
    seed: [...item("/test-suite"), ["testId", "/test-suite/{id}/test"]],
  },
  "DELETE /test-suite/{id}/test/{testId}": {
    run: (api, p) => api.testSuites.tests(p.id!).delete(p.testId!),
    seed: [...item("/test-suite"), ["testId", "/test-suite/{id}/test"]],
  },
  "GET /test-suite/{id}/run": {
    run: (api, p, _b, q) => api.testSuites.runs(p.id!).list(q),
    seed: item("/test-suite"),
    query: true,
  },
  "POST /test-suite/{id}/run": {
    run: (api, p, body) => api.testSuites.runs(p.id!).create(body),
    seed: item("/test-suite"),
  },
  "GET /test-suite/{id}/run/{runId}": {
    run: (api, p) => api.testSuites.runs(p.id!).get(p.runId!),
    seed: [...item("/test-suite"), ["runId", "/test-suite/{id}/run"]],
  },
  "PATCH /test-suite/{id}/run/{runId}": {
    run: (api, p, body) => api.testSuites.runs(p.id!).update(p.runId!, body),
    seed: [...item("/test-suite"), ["runId", "/test-suite/{id}/run"]],
  },
  "DELETE /test-suite/{id}/run/{runId}": {
    run: (api, p) => api.testSuites.runs(p.id!).delete(p.runId!),
    seed: [...item("/test-suite"), ["runId", "/test-suite/{id}/run"]],
  },
  "POST /org": { run: (api, _p, body) => api.orgs.create(body) },
  "GET /org": { run: (api, _p, _b, q) => api.orgs.list(q), query: true },
  "GET /org/feature-flag": { run: (api, _p, _b, q) => api.orgs.getFeatureFlags(q), query: true },
  "GET /org/{id}": { run: (api, p) => api.orgs.get(p.id!), seed: item("/org") },
  "PATCH /org/{id}": { run: (api, p, body) => api.orgs.update(p.id!, body), seed: item("/org") },
  "DELETE /org/{id}": { run: (api, p) => api.orgs.delete(p.id!), seed: item("/org") },
  "GET /org/{id}/user": { run: (api, p) => api.orgs.listUsers(p.id!), seed: item("/org") },
  "DELETE /org/{id}/leave": { run: (api, p) => api.orgs.leave(p.id!), seed: item("/org") },
  "DELETE /org/{id}/member/{userId}/leave": {
    run: (api, p) => api.orgs.removeMember(p.id!, p.userId!),
    seed: item("/org"),
  },
  "POST /org/{id}/invite": { run: (api, p, body) => api.orgs.invite(p.id!, body), seed: item("/org") },
  "PATCH /org/{id}/role": { run: (api, p, body) => api.orgs.updateRole(p.id!, body), seed: item("/org") },
  "GET /org/{id}/auth": { run: (api, p) => api.orgs.getAuth(p.id!), seed: item("/org") },
  "POST /token": { run: (api, _p, body) => api.tokens.create(body) },
  "GET /token": { run: (api, _p, _b, q) => api.tokens.list(q), query: true },
  "GET /token/{id}": { run: (api, p) => api.tokens.get(p.id!), seed: item("/token") },
  "PATCH /token/{id}": { run: (api, p, body) => api.tokens.update(p.id!, body), seed: item("/token") },
  "DELETE /token/{id}": { run: (api, p) => api.tokens.delete(p.id!), seed: item("/token") },
  "POST /credential": { run: (api, _p, body) => api.credentials.create({ provider: "openai", ...body }) },
  "GET /credential": { run: (api, _p, _b, q) => api.credentials.list(q), query: true },
  "GET /credential/{id}": { run: (api, p) => api.credentials.get(p.id!), seed: item("/credential") },
  "PATCH /credential/{id}": { run: (api, p, body) => api.credentials.update(p.id!, body), seed: item("/credential") },
  "DELETE /credential/{id}": { run: (api, p) => api.credentials.delete(p.id!), seed: item("/credential") },
  "POST /credential/session": { run: (api, _p, body) => api.credentials.createSession(body) },
  "POST /credential/webhook": { run: (api, _p, body) => api.credentials.webhook(body) },
  "POST /credential/trigger": { run: (api, _p, body) => api.credentials.trigger(body) },
  "POST /template": { run: (api, _p, body) => api.templates.create(body) },
  "GET /template": { run: (api, _p, _b, q) => api.templates.list(q), query: true },
  "GET /template/pinned": { run: (api, _p, _b, q) => api.templates.listPinned(q), query: true },
  "GET /template/{id}": { run: (api, p) => api.templates.get(p.id!), seed: item("/template") },
  "PATCH /template/{id}": { run: (api, p, body) => api.templates.update(p.id!, body), seed: item("/template") },
  "DELETE /template/{id}": { run: (api, p) => api.templates.delete(p.id!), seed: item("/template") },
  "GET /voice-library/{provider}": { run: (api, p, _b, q) => api.voiceLibrary.list(p.provider!, q), query: true },
  "GET /voice-library/{provider}/accents": { run: (api, p) => api.voiceLibrary.listAccents(p.provider!) },
  "POST /voice-library/sync/{provider}": { run: (api, p) => api.voiceLibrary.syncProvider(p.provider!), noBody: true },
  "POST /voice-library/sync": { run: (api) => api.voiceLibrary.sync(), noBody: true },
  "POST /voice-library/create-sesame-voice": { run: (api, _p, body) => api.voiceLibrary.createSesameVoice(body) },
  "POST /provider/{a}/{b}": { run: (api, p, body) => api.providers.resources(p.a!, p.b!).create(body) },
  "GET /provider/{a}/{b}": { run: (api, p, _b, q) => api.providers.resources(p.a!, p.b!).list(q), query: true },
  "GET /provider/{a}/{b}/{id}": {
    run: (api, p) => api.providers.resources(p.a!, p.b!).get(p.id!),
    seed: item("/provider/{a}/{b}"),
  },
  "PATCH /provider/{a}/{b}/{id}": {
    run: (api, p, body) => api.providers.resources(p.a!, p.b!).update(p.id!, body),
    seed: item("/provider/{a}/{b}"),
  },
  "DELETE /provider/{a}/{b}/{id}": {
    run: (api, p) => api.providers.resources(p.a!, p.b!).delete(p.id!),
    seed: item("/provider/{a}/{b}"),
  },
  "GET /{provider}/workflows": { run: (api, p, _b, q) => api.providers.listWorkflows(p.provider!, q), query: true },
  "GET /{provider}/workflows/{id}/hooks": { run: (api, p) => api.providers.listWorkflowHooks(p.provider!, p.id!) },
  "GET /{provider}/locations": { run: (api, p, _b, q) => api.providers.listLocations(p.provider!, q), query: true },
  "GET /{provider}/voices/search": {
    run: (api, p, _b, q) => api.providers.searchVoices(p.provider!, q),
    query: true,
  },
  "GET /{provider}/voice/search": { run: (api, p, _b, q) => api.providers.searchVoice(p.provider!, q), query: true },
  "POST /{provider}/voices/add": { run: (api, p, body) => api.providers.addVoices(p.provider!, body) },
  "POST /{provider}/voice/add": { run: (api, p, body) => api.providers.addVoice(p.provider!, body) },
  "POST /11labs/voice/clone": {
    run: (api) => api.providers.cloneElevenLabsVoice({ name: "My voice", files: note() }),
    noBody: true,
    multipart: { fields: { name: "My voice" }, files: { files: NOTE_ON_WIRE } },
  },
  "POST /analytics": { run: (api, _p, body) => api.analytics.query({ queries: [], ...body }) },
};

const fill = (template: string, params: Params) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));

describe("every documented REST operation against the emulator", () => {
  let emulator: Emulator;
  let api: RestClient;

  beforeAll(async () => {
    emulator = await startEmulator({ token: TOKEN });
    api = createRestClient({ baseUrl: emulator.url, token: TOKEN, maxRetries: 0 });
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.reset());

  /** Creates an item straight over HTTP (not through the client under test) and returns its id. */
  async function seed(collectionPath: string): Promise<string> {
    const authorization = { Authorization: `Bearer ${TOKEN}` };
    const form = new FormData();
    form.append("file", note());
    // Files are only created by upload (multipart); every other collection takes JSON.
    const init: RequestInit =
      collectionPath === "/file"
        ? { method: "POST", headers: authorization, body: form }
        : { method: "POST", headers: { ...authorization, "Content-Type": "application/json" }, body: "{}" };
    const response = await fetch(`${emulator.url}${collectionPath}`, init);
    return ((await response.json()) as { id: string }).id;
  }

  it("covers exactly the operations of the documented table", () => {
    expect(Object.keys(CASES).sort()).toEqual([...DOCUMENTED_OPERATIONS].sort());
    expect(DOCUMENTED_OPERATIONS).toHaveLength(139);
  });

  it.each(DOCUMENTED_OPERATIONS)("%s", async (operation) => {
    const testCase = CASES[operation];
    const [method, template] = operation.split(" ") as [string, string];
    const params: Params = { ...FIXED };
    for (const [name, collection] of testCase.seed ?? []) params[name] = await seed(fill(collection, params));
    const body = { name: `body of ${operation}` };
    const sendsJson = ["POST", "PATCH", "PUT"].includes(method) && !testCase.noBody;
    emulator.requests.length = 0;

    const result = await testCase.run(api, params, body, QUERY);

    expect(result === undefined).toBe(false);
    expect(emulator.requests).toHaveLength(1);
    const [request] = emulator.requests;
    expect(request).toMatchObject({ method, path: fill(template, params), status: method === "POST" ? 201 : 200 });
    expect(request?.query).toEqual(
      testCase.query ? QUERY_ON_WIRE : operation === "GET /file" ? { purpose: "knowledge-base" } : {},
    );
    expect(request?.headers.authorization).toBe(
      operation === "POST /credential/webhook" ? undefined : `Bearer ${TOKEN}`,
    );
    if (testCase.multipart) {
      expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      expect(request?.body).toEqual(testCase.multipart);
    } else if (sendsJson) {
      expect(request?.headers["content-type"]).toBe("application/json");
      expect(request?.body).toMatchObject(body);
    } else expect(request?.body).toBeUndefined();
  });
});
