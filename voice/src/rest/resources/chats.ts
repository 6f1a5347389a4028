import type { Http, RequestOptions } from "../http.ts";
import type { Chat, CreateChatDTO, OpenAIResponsesRequest, ResponseObject } from "../openapi-types.ts";
import { crud, type JsonObject, type PageQuery, type Paginated } from "../resource.ts";

export interface ChatListQuery extends PageQuery {
  id?: string;
  assistantId?: string;
  squadId?: string;
  sessionId?: string;
  previousChatId?: string;
}

/** /chat: create, list, get, delete, responses, web chat, web responses (chats cannot be updated). */
export function createChatsApi(http: Http) {
  const { update: _noUpdate, ...chats } = crud<Chat, CreateChatDTO, never, Paginated<Chat>, ChatListQuery>(
    http,
    "/chat",
  );
  const post =
    <Body, Answer>(path: string) =>
    (body: Body, options?: RequestOptions) =>
      http.request<Answer>({ method: "POST", path, body }, options);
  return {
    ...chats,
    /** POST /chat/responses (OpenAI Responses format; the non-streaming answer). */
    createResponse: post<OpenAIResponsesRequest, ResponseObject>("/chat/responses"),
    /** POST /chat/web (public-key chat). */
    createWeb: post<CreateChatDTO | JsonObject, Chat>("/chat/web"),
    /** POST /chat/web/responses. */
    createWebResponse: post<OpenAIResponsesRequest | JsonObject, ResponseObject>("/chat/web/responses"),
  };
}
export type ChatsApi = ReturnType<typeof createChatsApi>;
