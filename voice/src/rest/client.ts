// Everything in one object, for those who want the whole API. Importing this pulls in every resource; to keep a
// bundle small, create only the resources you use (`createAssistantsApi(createHttp({ token }))`).
import { createHttp, type Http, type HttpOptions } from "./http.ts";
import { createAnalyticsApi } from "./resources/analytics.ts";
import { createAssistantsApi } from "./resources/assistants.ts";
import { createCallsApi } from "./resources/calls.ts";
import { createCampaignsApi } from "./resources/campaigns.ts";
import { createChatsApi } from "./resources/chats.ts";
import { createCredentialsApi } from "./resources/credentials.ts";
import { createFilesApi } from "./resources/files.ts";
import { createGeneratedApis } from "./resources/generated.ts";
import { createKnowledgeBasesApi } from "./resources/knowledge-bases.ts";
import { createOrgsApi } from "./resources/orgs.ts";
import { createPhoneNumbersApi } from "./resources/phone-numbers.ts";
import { createProvidersApi } from "./resources/providers.ts";
import { createSessionsApi } from "./resources/sessions.ts";
import { createSquadsApi } from "./resources/squads.ts";
import { createStructuredOutputsApi } from "./resources/structured-outputs.ts";
import { createTemplatesApi } from "./resources/templates.ts";
import { createTestSuitesApi } from "./resources/test-suites.ts";
import { createTokensApi } from "./resources/tokens.ts";
import { createToolsApi } from "./resources/tools.ts";
import { createV2Api } from "./resources/v2.ts";
import { createVoiceLibraryApi } from "./resources/voice-library.ts";
import { createWorkflowsApi } from "./resources/workflows.ts";

/** Every resource of the platform API over one `Http` (one token, one base URL: nothing is shared globally). */
export function createRestClient(options: HttpOptions | { http: Http } = {}) {
  const http = "http" in options ? options.http : createHttp(options);
  return {
    http,
    assistants: createAssistantsApi(http),
    squads: createSquadsApi(http),
    workflows: createWorkflowsApi(http),
    calls: createCallsApi(http),
    chats: createChatsApi(http),
    campaigns: createCampaignsApi(http),
    sessions: createSessionsApi(http),
    phoneNumbers: createPhoneNumbersApi(http),
    tools: createToolsApi(http),
    knowledgeBases: createKnowledgeBasesApi(http),
    structuredOutputs: createStructuredOutputsApi(http),
    files: createFilesApi(http),
    testSuites: createTestSuitesApi(http),
    orgs: createOrgsApi(http),
    tokens: createTokensApi(http),
    credentials: createCredentialsApi(http),
    templates: createTemplatesApi(http),
    voiceLibrary: createVoiceLibraryApi(http),
    providers: createProvidersApi(http),
    analytics: createAnalyticsApi(http),
    v2: createV2Api(http),
    // callArtifacts, campaignsV2, knowledgeBasesV2, evals, simulations…, insights, boards, scorecards
    ...createGeneratedApis(http),
  };
}
export type RestClient = ReturnType<typeof createRestClient>;
