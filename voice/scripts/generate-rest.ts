// Generates the REST client's types and its methods for every operation of the platform's OpenAPI document that
// no hand-written resource covers. Run after replacing voice/openapi/vapi-openapi.json with a new version:
//   npx tsx voice/scripts/generate-rest.ts
// `generate-rest.test.ts` fails when the committed files are not what this script makes of the committed document.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
};
interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  security?: Record<string, unknown>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export const DOCUMENT = fileURLToPath(new URL("../openapi/vapi-openapi.json", import.meta.url));
export const TYPES_FILE = fileURLToPath(new URL("../src/rest/openapi-types.ts", import.meta.url));
export const OPERATIONS_FILE = fileURLToPath(new URL("../src/rest/resources/generated.ts", import.meta.url));

export const readDocument = (file = DOCUMENT) => JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument;

const METHODS = ["get", "post", "put", "patch", "delete", "head"] as const;

/**
 * Operations the hand-written resources already cover, by operationId, as `namespace.method`; a factory with
 * arguments (`providers.resources(provider,resourceName).get`) takes those path parameters first.
 */
export const HAND_WRITTEN: Record<string, string> = {
  AssistantController_create: "assistants.create",
  AssistantController_findAll: "assistants.list",
  AssistantController_findOne: "assistants.get",
  AssistantController_update: "assistants.update",
  AssistantController_remove: "assistants.delete",
  SquadController_create: "squads.create",
  SquadController_findAll: "squads.list",
  SquadController_findOne: "squads.get",
  SquadController_update: "squads.update",
  SquadController_remove: "squads.delete",
  CallController_create: "calls.create",
  CallController_findAll: "calls.list",
  CallController_findOne: "calls.get",
  CallController_update: "calls.update",
  CallController_deleteCallData: "calls.delete",
  ChatController_listChats: "chats.list",
  ChatController_createChat: "chats.create",
  ChatController_getChat: "chats.get",
  ChatController_deleteChat: "chats.delete",
  ChatController_createOpenAIChat: "chats.createResponse",
  CampaignController_create: "campaigns.create",
  CampaignController_findAll: "campaigns.list",
  CampaignController_findOne: "campaigns.get",
  CampaignController_update: "campaigns.update",
  CampaignController_remove: "campaigns.delete",
  SessionController_create: "sessions.create",
  SessionController_findAllPaginated: "sessions.list",
  SessionController_findOne: "sessions.get",
  SessionController_update: "sessions.update",
  SessionController_remove: "sessions.delete",
  PhoneNumberController_create: "phoneNumbers.create",
  PhoneNumberController_findAll: "phoneNumbers.list",
  PhoneNumberController_findAllPaginated: "v2.listPhoneNumbers",
  PhoneNumberController_findOne: "phoneNumbers.get",
  PhoneNumberController_update: "phoneNumbers.update",
  PhoneNumberController_remove: "phoneNumbers.delete",
  ToolController_create: "tools.create",
  ToolController_findAll: "tools.list",
  ToolController_findOne: "tools.get",
  ToolController_update: "tools.update",
  ToolController_remove: "tools.delete",
  FileController_create: "files.create",
  FileController_findAll: "files.list",
  FileController_findOne: "files.get",
  FileController_update: "files.update",
  FileController_remove: "files.delete",
  StructuredOutputController_findAll: "structuredOutputs.list",
  StructuredOutputController_create: "structuredOutputs.create",
  StructuredOutputController_findOne: "structuredOutputs.get",
  StructuredOutputController_update: "structuredOutputs.update",
  StructuredOutputController_remove: "structuredOutputs.delete",
  ProviderResourceController_createProviderResource: "providers.resources(provider,resourceName).create",
  ProviderResourceController_getProviderResourcesPaginated: "providers.resources(provider,resourceName).list",
  ProviderResourceController_getProviderResource: "providers.resources(provider,resourceName).get",
  ProviderResourceController_deleteProviderResource: "providers.resources(provider,resourceName).delete",
  ProviderResourceController_updateProviderResource: "providers.resources(provider,resourceName).update",
  AnalyticsController_query: "analytics.query",
};

/** Names of the generated methods where the default (see `nameOf`) would read badly. */
const NAMES: Record<string, string> = {
  CallArtifactController_monoRecordingDownload: "callArtifacts.monoRecording",
  CallArtifactController_stereoRecordingDownload: "callArtifacts.stereoRecording",
  CallArtifactController_videoRecordingDownload: "callArtifacts.videoRecording",
  CallArtifactController_customerRecordingDownload: "callArtifacts.customerRecording",
  CallArtifactController_assistantRecordingDownload: "callArtifacts.assistantRecording",
  CallArtifactController_pcapDownload: "callArtifacts.pcap",
  CallArtifactController_callLogsDownload: "callArtifacts.callLogs",
  CampaignController_createV2: "campaignsV2.create",
  CampaignController_findAllV2: "campaignsV2.list",
  CampaignController_findOneV2: "campaignsV2.get",
  CampaignController_updateV2: "campaignsV2.update",
  CampaignController_removeV2: "campaignsV2.delete",
  CampaignController_getCampaignV2Contacts: "campaignsV2.listContacts",
  KnowledgeBaseV2Controller_filesGet: "knowledgeBasesV2.listFiles",
  KnowledgeBaseV2Controller_fileAttach: "knowledgeBasesV2.attachFile",
  KnowledgeBaseV2Controller_fileDetach: "knowledgeBasesV2.detachFile",
  KnowledgeBaseV2Controller_fileRetry: "knowledgeBasesV2.retryFile",
  StructuredOutputController_run: "structuredOutputs.run",
  SimulationRunController_cancelGroup: "simulationRuns.cancel",
  SimulationRunController_findItems: "simulationRuns.listItems",
  SimulationRunController_findItem: "simulationRuns.getItem",
  SimulationRunController_cancelItem: "simulationRuns.cancelItem",
  SimulationRunController_generateSuggestions: "simulationRuns.generateSuggestions",
  SimulationGenerateController_generate: "simulationScenarios.generate",
  SimulationController_getConcurrency: "simulations.getConcurrency",
  InsightController_findAll: "insights.list",
  BoardController_metricsOverviewEnsure: "boards.getMetricsOverview",
  EvalController_getPaginated: "evals.list",
  EvalController_removeRun: "evals.deleteRun",
  EvalController_getRun: "evals.getRun",
  EvalController_run: "evals.run",
  EvalController_getRunsPaginated: "evals.listRuns",
  ScorecardController_getPaginated: "scorecards.list",
};

/** Default names: the controller's noun (`PersonalityController` → `personalities`) and the CRUD verb. */
const NAMESPACE_BY_CONTROLLER: Record<string, string> = {
  Personality: "simulationPersonalities",
  Scenario: "simulationScenarios",
  SimulationRun: "simulationRuns",
  SimulationSuite: "simulationSuites",
  Simulation: "simulations",
  KnowledgeBaseV2: "knowledgeBasesV2",
  Insight: "insights",
  Board: "boards",
  Eval: "evals",
  Scorecard: "scorecards",
};
const VERBS: Record<string, string> = {
  create: "create",
  findAll: "list",
  findOne: "get",
  get: "get",
  update: "update",
  remove: "delete",
};

export interface OperationEntry {
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  operation: Operation;
  /** `namespace.method`, or `namespace.factory(params).method` for the hand-written nested collections. */
  name: string;
  handWritten: boolean;
}

const camel = (text: string) =>
  text.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase());
const pascal = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
const HAND_WRITTEN_NAMESPACES = new Set(Object.values(HAND_WRITTEN).map((name) => name.split(/[.(]/)[0]));

function nameOf(operationId: string, tags: string[] | undefined): string {
  const named = HAND_WRITTEN[operationId] ?? NAMES[operationId];
  if (named) return named;
  const [controller = "", action = operationId] = operationId.split("_");
  const noun = controller.replace(/Controller$/, "");
  const namespace = NAMESPACE_BY_CONTROLLER[noun] ?? camel(tags?.[0] ?? noun);
  // A new operation must not silently land in (and be shadowed by) a hand-written namespace.
  if (HAND_WRITTEN_NAMESPACES.has(namespace))
    throw new Error(`${operationId}: name it in NAMES (its default namespace "${namespace}" is hand-written)`);
  return `${namespace}.${VERBS[action] ?? camel(action)}`;
}

/** Every operation of the document with the client method that calls it. */
export function operations(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = nameOf(operation.operationId, operation.tags);
      const handWritten = operation.operationId in HAND_WRITTEN;
      entries.push({ method: method.toUpperCase() as OperationEntry["method"], path, operation, name, handWritten });
    }
  const seen = new Set<string>();
  for (const { name } of entries) {
    if (seen.has(name)) throw new Error(`two operations are named ${name}`);
    seen.add(name);
  }
  return entries;
}

/** The schemas the hand-written resources use, by exported name (`File` is renamed: DOM's File). */
const HAND_PICKED: Record<string, [schema: string, open: boolean]> = {
  Assistant: ["Assistant", true],
  CreateAssistantDTO: ["CreateAssistantDTO", false],
  UpdateAssistantDTO: ["UpdateAssistantDTO", false],
  Squad: ["Squad", true],
  CreateSquadDTO: ["CreateSquadDTO", false],
  // What a web call is started with (POST /call/web, the call client's start options).
  CreateWebCallDTO: ["CreateWebCallDTO", false],
  AssistantOverrides: ["AssistantOverrides", false],
  CreateWorkflowDTO: ["CreateWorkflowDTO", false],
  WorkflowOverrides: ["WorkflowOverrides", false],
  UpdateSquadDTO: ["UpdateSquadDTO", false],
  Call: ["Call", true],
  CreateCallDTO: ["CreateCallDTO", false],
  UpdateCallDTO: ["UpdateCallDTO", false],
  DeleteCallDTO: ["DeleteCallDTO", false],
  CallBatchResponse: ["CallBatchResponse", true],
  Chat: ["Chat", true],
  CreateChatDTO: ["CreateChatDTO", false],
  OpenAIResponsesRequest: ["OpenAIResponsesRequest", false],
  // The non-streaming answer of POST /chat/responses (the SDK does not stream).
  ResponseObject: ["ResponseObject", true],
  Campaign: ["Campaign", true],
  CreateCampaignDTO: ["CreateCampaignDTO", false],
  UpdateCampaignDTO: ["UpdateCampaignDTO", false],
  Session: ["Session", true],
  CreateSessionDTO: ["CreateSessionDTO", false],
  UpdateSessionDTO: ["UpdateSessionDTO", false],
  VapiFile: ["File", true],
  UpdateFileDTO: ["UpdateFileDTO", false],
  StructuredOutput: ["StructuredOutput", true],
  CreateStructuredOutputDTO: ["CreateStructuredOutputDTO", false],
  UpdateStructuredOutputDTO: ["UpdateStructuredOutputDTO", false],
  ProviderResource: ["ProviderResource", true],
  AnalyticsQueryDTO: ["AnalyticsQueryDTO", false],
  AnalyticsQueryResult: ["AnalyticsQueryResult", true],
  PaginationMeta: ["PaginationMeta", true],
};

const refName = (ref: string) => ref.split("/").pop() ?? ref;
const jsonSchema = (content: Record<string, { schema?: Schema }> | undefined) => content?.["application/json"]?.schema;
/** The first 2xx answer with a JSON body. */
const answerSchema = (operation: Operation) =>
  Object.entries(operation.responses)
    .filter(([status]) => status.startsWith("2"))
    .map(([, response]) => jsonSchema(response.content))
    .find((schema) => schema !== undefined);
/** 2xx answers without a body and a redirect: a download (call artifacts). */
const isDownload = (operation: Operation) =>
  answerSchema(operation) === undefined && Object.keys(operation.responses).some((status) => status.startsWith("3"));

/** The schemas referenced at the top of the generated operations' bodies and answers (not deeper: shallow types). */
function referencedSchemas(document: OpenApiDocument, entries: OperationEntry[]) {
  const found = new Map<string, boolean>(); // schema -> open (an answer; the live API may add fields)
  const visit = (schema: Schema | undefined, open: boolean) => {
    if (!schema) return;
    if (schema.$ref) {
      const name = refName(schema.$ref);
      found.set(name, (found.get(name) ?? true) && open);
      // A paginated answer: its results' items are worth a name too.
      if (open) visit(document.components.schemas[name]?.properties?.results?.items, true);
      return;
    }
    for (const part of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) visit(part, open);
    visit(schema.items, open);
  };
  for (const { operation, handWritten } of entries) {
    if (handWritten) continue;
    const body = operation.requestBody?.content;
    visit(jsonSchema(body) ?? body?.["multipart/form-data"]?.schema, false);
    visit(answerSchema(operation), true);
  }
  return found;
}

/** `openapi-types.ts`: the picked schemas, shallowly (nested objects of unpicked schemas are open records). */
function renderTypes(document: OpenApiDocument, pick: Record<string, [string, boolean]>): string {
  const schemas = document.components.schemas;
  const byRef = Object.fromEntries(Object.entries(pick).map(([name, [schema]]) => [schema, name]));
  const ty = (s: Schema | undefined): string => {
    if (!s) return "unknown";
    if (s.$ref) return byRef[refName(s.$ref)] ?? "Record<string, unknown>";
    if (s.allOf && s.allOf.length === 1) return ty(s.allOf[0]);
    const union = s.oneOf ?? s.anyOf;
    if (union) {
      const parts = [...new Set(union.map(ty))];
      // A free string next to its well-known values would swallow them: keep the string only.
      return parts.includes("string") ? "string" : parts.join(" | ");
    }
    if (s.type === "array") {
      const item = ty(s.items);
      return /[| ]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    if (s.enum) return s.enum.length <= 40 ? s.enum.map((v) => JSON.stringify(v)).join(" | ") : "string";
    switch (s.type) {
      case "string":
        return "string";
      case "number":
      case "integer":
        return "number";
      case "boolean":
        return "boolean";
      case "object":
        return "Record<string, unknown>";
    }
    return "unknown";
  };
  let out = `// Generated by voice/scripts/generate-rest.ts from the platform's public OpenAPI document. Do not edit by hand.\n`;
  /** Interface bodies already written: an UpdateX identical to its CreateX becomes an alias of it. */
  const written = new Map<string, string>();
  // Create DTOs first, so that entities and Update DTOs can refer to them.
  const isCreate = ([name]: [string, unknown]) => name.startsWith("Create");
  for (const [name, [schemaName, open]] of [
    ...Object.entries(pick).filter(isCreate),
    ...Object.entries(pick).filter((e) => !isCreate(e)),
  ]) {
    const s = schemas[schemaName] ?? {};
    const required = new Set(s.required ?? []);
    let body = "";
    for (const [p, ps] of Object.entries(s.properties ?? {}))
      body += `  ${/^[A-Za-z_$][\w$]*$/.test(p) ? p : JSON.stringify(p)}${required.has(p) ? "" : "?"}: ${ty(ps)};\n`;
    if (open || !s.properties) body += `  [key: string]: unknown;\n`;
    const twin = name.replace(/^Update/, "Create");
    // An entity that repeats every field of its Create DTO extends it instead (about a third less .d.ts).
    const base = `Create${name}DTO`;
    const baseLines = written.get(base)?.split("\n").filter(Boolean);
    const lines = body.split("\n").filter(Boolean);
    const extendsBase = baseLines !== undefined && baseLines.every((line) => lines.includes(line));
    out += `\n/** OpenAPI \`${schemaName}\`${open ? " (open: the live API may add fields)" : ""}. */\n`;
    if (written.get(twin) === body) out += `export type ${name} = ${twin};\n`;
    else if (extendsBase) {
      const own = lines.filter((line) => !baseLines.includes(line));
      out += `export interface ${name} extends ${base} {\n${own.map((line) => `${line}\n`).join("")}}\n`;
    } else out += `export interface ${name} {\n${body}}\n`;
    written.set(name, body);
  }
  return out;
}

/** The keys `PageQuery` (resource.ts) already types; other query parameters are typed per operation. */
const PAGE_QUERY_KEYS = new Set([
  "limit",
  "page",
  "sortOrder",
  "sortBy",
  ...["createdAt", "updatedAt"].flatMap((f) => ["Gt", "Lt", "Ge", "Le"].map((op) => `${f}${op}`)),
]);

/** `resources/generated.ts`: one factory per namespace of generated methods. */
function renderOperations(entries: OperationEntry[], pick: Record<string, [string, boolean]>): string {
  const byRef = Object.fromEntries(Object.entries(pick).map(([name, [schema]]) => [schema, name]));
  const usedTypes = new Set<string>();
  const typeOf = (s: Schema | undefined): string => {
    if (!s) return "unknown";
    if (s.$ref) {
      const name = byRef[refName(s.$ref)];
      if (!name) return "JsonObject";
      usedTypes.add(name);
      return name;
    }
    if (s.allOf) return typeOf(s.allOf[0]);
    if (s.oneOf ?? s.anyOf) return [...new Set((s.oneOf ?? s.anyOf ?? []).map(typeOf))].join(" | ");
    if (s.type === "array") {
      const item = typeOf(s.items);
      return item.includes(" ") ? `(${item})[]` : `${item}[]`;
    }
    return s.type === "object" ? "JsonObject" : "unknown";
  };
  const queryValueType = (s: Schema | undefined): string => {
    if (s?.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
    if (s?.type === "number" || s?.type === "integer") return "number";
    if (s?.type === "boolean") return "boolean";
    if (s?.type === "array") return `${queryValueType(s.items)}[]`;
    return s?.format === "date-time" ? "string | Date" : "string";
  };
  const namespaces = new Map<string, string[]>();
  let usesPageQuery = false;
  let usesMultipart = false;
  for (const { method, path, operation, name, handWritten } of entries) {
    if (handWritten) continue;
    const [namespace = "", methodName = ""] = name.split(".");
    const params = operation.parameters ?? [];
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
    const query = params.filter((p) => p.in === "query");
    const content = operation.requestBody?.content;
    const multipart = content?.["multipart/form-data"] !== undefined && !content["application/json"];
    const args = pathParams.map((p) => `${p}: string`);
    const fields = [`method: "${method}"`];
    fields.push(
      pathParams.length
        ? `path: \`${path.replace(/\{(\w+)\}/g, (_, p: string) => `\${encodePath(${p})}`)}\``
        : `path: "${path}"`,
    );
    if (content) {
      if (multipart) {
        usesMultipart = true;
        args.push("body: FormData | MultipartFields");
        fields.push("body: toFormData(body)");
      } else {
        args.push(`body: ${typeOf(jsonSchema(content))}`);
        fields.push("body");
      }
    }
    if (query.length) {
      const own = query.filter((p) => !PAGE_QUERY_KEYS.has(p.name));
      const ownType = `{ ${own.map((p) => `${JSON.stringify(p.name)}?: ${queryValueType(p.schema)};`).join(" ")} }`;
      const paged = query.some((p) => PAGE_QUERY_KEYS.has(p.name));
      usesPageQuery ||= paged;
      args.push(`query?: ${paged ? (own.length ? `PageQuery & ${ownType}` : "PageQuery") : ownType}`);
      fields.push("query");
    }
    args.push("options?: RequestOptions");
    const download = isDownload(operation);
    if (download) fields.push(`responseType: "blob"`);
    const answer = download ? "Blob" : typeOf(answerSchema(operation));
    const doc = `/** ${operation.summary ?? operation.operationId}: ${method} ${path}${download ? " (the file)" : ""} */`;
    const code = `${doc}\n${methodName}: (${args.join(", ")}) => http.request<${answer}>({ ${fields.join(", ")} }, options),`;
    namespaces.set(namespace, [...(namespaces.get(namespace) ?? []), code]);
  }
  const factories = [...namespaces].map(([namespace, methods]) => {
    // A namespace the hand-written resources own gets its generated methods through them.
    const factory = `create${pascal(namespace)}${HAND_WRITTEN_NAMESPACES.has(namespace) ? "Generated" : ""}Api`;
    return `export function ${factory}(http: Http) {\n  return {\n${methods.join("\n")}\n  };\n}\nexport type ${factory.slice(6)} = ReturnType<typeof ${factory}>;\n`;
  });
  const own = [...namespaces.keys()].filter((namespace) => !HAND_WRITTEN_NAMESPACES.has(namespace));
  const all = `/** Every generated namespace, for \`createRestClient\`. */\nexport const createGeneratedApis = (http: Http) => ({\n${own.map((n) => `  ${n}: create${pascal(n)}Api(http),`).join("\n")}\n});\n`;
  const resourceImports = ["type JsonObject", ...(usesPageQuery ? ["type PageQuery"] : [])];
  if (usesMultipart) resourceImports.unshift("toFormData", "type MultipartFields");
  return [
    "// Generated by voice/scripts/generate-rest.ts from the platform's OpenAPI document: the operations no hand-written",
    "// resource covers, one factory per namespace. Do not edit by hand.",
    `import { encodePath, type Http, type RequestOptions } from "../http.ts";`,
    `import type { ${[...usedTypes].sort().join(", ")} } from "../openapi-types.ts";`,
    usesMultipart
      ? `import { ${resourceImports.join(", ")} } from "../resource.ts";`
      : `import type { ${resourceImports.map((name) => name.replace(/^type /, "")).join(", ")} } from "../resource.ts";`,
    "",
    ...factories,
    all,
  ].join("\n");
}

/** Both generated files, formatted like the rest of the repository. */
export async function generate(document: OpenApiDocument): Promise<{ types: string; operations: string }> {
  const entries = operations(document);
  const pick = { ...HAND_PICKED };
  const taken = new Set(Object.values(pick).map(([schema]) => schema));
  for (const [schema, open] of referencedSchemas(document, entries))
    if (!taken.has(schema) && document.components.schemas[schema]) pick[schema] = [schema, open];
  const config = (await resolveConfig(OPERATIONS_FILE)) ?? {};
  return {
    types: await format(renderTypes(document, pick), { ...config, parser: "typescript" }),
    operations: await format(renderOperations(entries, pick), { ...config, parser: "typescript" }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { types, operations: code } = await generate(readDocument(process.argv[2]));
  writeFileSync(TYPES_FILE, types);
  writeFileSync(OPERATIONS_FILE, code);
}
