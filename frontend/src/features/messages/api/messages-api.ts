import { queryOptions, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { api, noContent, retryUnlessClientError, unwrap } from "@/lib/api/client";
import { cursorQuery } from "@/lib/api/cursor-query";
import type { components } from "@/lib/api/schema";
import { refreshUnreadCounts } from "@/lib/realtime/store";
import { saveBlob } from "@/lib/save-file";
import { queryKeys } from "@/lib/query-keys";

export type Conversation = components["schemas"]["ConversationOut"];
export type Message = components["schemas"]["MessageOut"];
export type Attachment = components["schemas"]["AttachmentOut"];
export type Participant = components["schemas"]["ParticipantOut"];
export type Recipient = components["schemas"]["RecipientOut"];
type ConversationPage = components["schemas"]["ConversationPage"];
type MessagePage = components["schemas"]["MessagePage"];

/** GET /api/messages/conversations: mine, unread first then newest, 20 a page by cursor. */
export function conversationsQuery(userId: string, archived: boolean) {
  return cursorQuery({
    queryKey: queryKeys.messages.conversations(userId, archived),
    fetchPage: async (cursor, signal) =>
      unwrap(
        await api.GET("/api/messages/conversations", {
          params: { query: { archived, cursor, limit: 20 } },
          signal,
        }),
      ),
  });
}

export function conversationQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.messages.conversation(userId, id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/messages/conversations/{conversation_id}", {
          params: { path: { conversation_id: id } },
          signal,
        }),
      ),
    retry: retryUnlessClientError,
  });
}

/** A conversation's messages, newest first by page (the thread shows them the other way round). */
export function threadQuery(userId: string, id: string) {
  return cursorQuery({
    queryKey: queryKeys.messages.thread(userId, id),
    fetchPage: async (cursor, signal) =>
      unwrap(
        await api.GET("/api/messages/conversations/{conversation_id}/messages", {
          params: { path: { conversation_id: id }, query: { cursor, limit: 50 } },
          signal,
        }),
      ),
  });
}

/** May I start a conversation with this user (about this application)? Who they are, and why not. */
export function recipientQuery(userId: string, recipientId: string, applicationId: string | null) {
  return queryOptions({
    queryKey: queryKeys.messages.recipient(userId, recipientId, applicationId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/messages/recipients/{user_id}", {
          params: { path: { user_id: recipientId }, query: { application_id: applicationId ?? undefined } },
          signal,
        }),
      ),
    retry: retryUnlessClientError,
  });
}

/** Form fields as multipart wants them; each file under "attachments". */
function formData(fields: Record<string, string | null | undefined>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const file of files) form.append("attachments", file, file.name);
  return form;
}

export interface NewConversation {
  recipientId: string;
  subject: string;
  body: string;
  applicationId: string | null;
  inReplyTo: string | null;
  files: readonly File[];
}

/** POST /api/messages/conversations (multipart); answers the conversation (an existing one when
 * in_reply_to names a message of it). */
export function useStartConversation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: NewConversation) => {
      const form = formData(
        {
          recipient_id: draft.recipientId,
          subject: draft.subject,
          body: draft.body,
          application_id: draft.applicationId,
          in_reply_to: draft.inReplyTo,
        },
        draft.files,
      );
      // The generated type describes the form's fields; the body sent is the FormData itself
      // (openapi-fetch passes FormData through and lets the browser set the boundary).
      return unwrap(await api.POST("/api/messages/conversations", { body: form as never }));
    },
    onSuccess: async (conversation) => {
      queryClient.setQueryData(queryKeys.messages.conversation(userId, conversation.id), conversation);
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
    },
  });
}

/** POST /api/messages/conversations/{id}/messages: the reply shows at once, then everything refreshes. */
export function useSendReply(userId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, files }: { body: string; files: readonly File[] }) =>
      unwrap(
        await api.POST("/api/messages/conversations/{conversation_id}/messages", {
          params: { path: { conversation_id: conversationId } },
          body: formData({ body }, files) as never,
        }),
      ),
    onSuccess: async (message) => {
      queryClient.setQueryData<InfiniteData<MessagePage>>(queryKeys.messages.thread(userId, conversationId), (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first || first.items.some((item) => item.id === message.id)) return data;
        return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
    },
  });
}

/** The conversation's counts change on the server: show it here at once, then refetch lists and badges. */
function useAfterReadStateChange(userId: string) {
  const queryClient = useQueryClient();
  return async (conversationId: string, change: Partial<Conversation>) => {
    queryClient.setQueryData<Conversation>(queryKeys.messages.conversation(userId, conversationId), (conversation) =>
      conversation ? { ...conversation, ...change } : conversation,
    );
    queryClient.setQueriesData<InfiniteData<ConversationPage>>({ queryKey: queryKeys.messages.allConversations(userId) }, (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === conversationId ? { ...item, ...change } : item)),
        })),
      },
    );
    void refreshUnreadCounts();
    await queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations(userId) });
  };
}

/** POST .../read: my received messages in it become read. */
export function useMarkRead(userId: string) {
  const after = useAfterReadStateChange(userId);
  return useMutation({
    mutationFn: async (id: string) =>
      noContent(await api.POST("/api/messages/conversations/{conversation_id}/read", { params: { path: { conversation_id: id } } })),
    onSuccess: (_data, id) => after(id, { unread_count: 0 }),
  });
}

const path = (id: string) => ({ params: { path: { conversation_id: id } } });

const ACTIONS = {
  archive: async (id: string) => noContent(await api.POST("/api/messages/conversations/{conversation_id}/archive", path(id))),
  unarchive: async (id: string) => noContent(await api.POST("/api/messages/conversations/{conversation_id}/unarchive", path(id))),
  delete: async (id: string) => noContent(await api.DELETE("/api/messages/conversations/{conversation_id}", path(id))),
};

/** Archive, unarchive or delete a conversation for me. */
export function useConversationAction(userId: string, action: keyof typeof ACTIONS) {
  const after = useAfterReadStateChange(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ACTIONS[action],
    onSuccess: async (_data, id) => {
      if (action === "delete") {
        queryClient.removeQueries({ queryKey: queryKeys.messages.conversation(userId, id) });
        queryClient.removeQueries({ queryKey: queryKeys.messages.thread(userId, id) });
        await after(id, {});
      } else {
        await after(id, { archived: action === "archive" });
      }
    },
  });
}

/** Block or unblock the other person; the conversations say who is blocked, so they refresh. */
export function useBlock(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ otherId, block }: { otherId: string; block: boolean }) =>
      block
        ? noContent(await api.POST("/api/messages/blocks", { body: { user_id: otherId } }))
        : noContent(await api.DELETE("/api/messages/blocks/{user_id}", { params: { path: { user_id: otherId } } })),
    onSuccess: async (_data, { otherId, block }) => {
      queryClient.setQueriesData<Conversation>({ queryKey: queryKeys.messages.allConversation(userId) }, (conversation) =>
        conversation && conversation.other.id === otherId ? { ...conversation, blocked: block } : conversation,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
    },
  });
}

/** Fetches an attachment with the signed-in user's token (a plain link would carry none) and saves it under its name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const blob = unwrap(
    await api.GET("/api/messages/attachments/{attachment_id}", {
      params: { path: { attachment_id: attachment.id } },
      parseAs: "blob",
    }),
  ) as Blob;
  saveBlob(blob, attachment.filename);
}
