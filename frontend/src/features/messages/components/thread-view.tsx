import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ArrowLeft, Ban, Loader2, MessageSquareOff } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { Button } from "@/components/ui/button";
import { isNotFound } from "@/lib/api/client";
import { conversationQuery, threadQuery, useMarkRead, type Conversation, type Message } from "../api/messages-api";
import { MessageItem } from "./message-item";
import { ParticipantAvatar } from "./participant-avatar";
import { ReplyBox } from "./reply-box";
import { ROLE_LABEL } from "../role-label";
import { ThreadActions } from "./thread-actions";

/** "Back to conversations": only on phones, where the list and the thread take turns. */
function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
    >
      <ArrowLeft className="h-5 w-5" aria-hidden />
      <span className="sr-only">
        <Trans>Back to conversations</Trans>
      </span>
    </Link>
  );
}

/** An open conversation: who and what about, its messages oldest to newest, and the reply box. */
export function ThreadView({ userId, conversationId, backTo }: { userId: string; conversationId: string; backTo: string }) {
  const { t } = useLingui();
  const conversation = useQuery(conversationQuery(userId, conversationId));

  if (conversation.isPending) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-600">
        <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
        <Trans>Loading conversation…</Trans>
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="flex-1 p-4">
        <BackLink to={backTo} />
        {isNotFound(conversation.error) ? (
          <div className="mx-auto mt-10 max-w-md text-center">
            <MessageSquareOff className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">
              <Trans>Conversation not found</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>It may have been deleted, or it isn't one of yours.</Trans>
            </p>
            <Button asChild variant="secondary" className="mt-5">
              <Link to="/messages">
                <Trans>Back to conversations</Trans>
              </Link>
            </Button>
          </div>
        ) : (
          <LoadProblem
            title={t`We couldn't load this conversation`}
            error={conversation.error}
            onRetry={() => void conversation.refetch()}
            retrying={conversation.isFetching}
          />
        )}
      </div>
    );
  }
  return <Thread userId={userId} conversation={conversation.data} backTo={backTo} />;
}

function Thread({ userId, conversation, backTo }: { userId: string; conversation: Conversation; backTo: string }) {
  const { t } = useLingui();
  const { other } = conversation;
  const name = other.name;
  const role = ROLE_LABEL[other.role];
  const roleName = role ? t(role) : "";
  const thread = useInfiniteQuery(threadQuery(userId, conversation.id));
  // The API pages newest first; a thread reads oldest to newest.
  const messages: Message[] = (thread.data?.pages.flatMap((page) => page.items) ?? []).toReversed();
  const theirLatest = messages.findLast((message) => !message.mine)?.id ?? null;

  useMarkReadWhileOpen(userId, conversation);
  const { scroller, onScroll, keepPlaceWhileLoadingOlder } = useThreadScroll(messages);

  const profile = other.profile_path;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 px-3 py-3 sm:px-4">
        <BackLink to={backTo} />
        <ParticipantAvatar participant={other} />
        {/* The actions move to a row of their own when the name would have too little room. */}
        <div className="min-w-56 flex-1 basis-0">
          <h2 className="truncate font-semibold text-slate-900">
            {profile ? (
              <Link to={profile} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                {other.name}
              </Link>
            ) : (
              other.name
            )}
          </h2>
          <p className="truncate text-sm text-slate-600">
            <span className="sr-only">
              <Trans>{roleName}. Subject:</Trans>{" "}
            </span>
            {conversation.subject}
          </p>
        </div>
        <div className="ml-auto">
          <ThreadActions userId={userId} conversation={conversation} reportMessageId={theirLatest} />
        </div>
      </header>
      {conversation.application_id && (
        <p className="border-b border-slate-100 bg-slate-50 px-4 py-1.5 text-xs text-slate-600">
          <Trans>
            About an application.{" "}
            <Link to={`/application/${conversation.application_id}`} className="font-medium text-brand-800 underline">
              View the application
            </Link>
          </Trans>
        </p>
      )}

      <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5">
        {thread.hasNextPage && (
          <div className="mb-4 text-center">
            <Button
              size="sm"
              variant="secondary"
              disabled={thread.isFetchingNextPage}
              aria-busy={thread.isFetchingNextPage}
              onClick={() => keepPlaceWhileLoadingOlder(() => thread.fetchNextPage())}
            >
              {thread.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {thread.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load older messages</Trans>}
            </Button>
          </div>
        )}
        {thread.isPending ? (
          <div role="status" className="flex justify-center py-10 text-sm text-slate-600">
            <Loader2 className="mr-2 h-5 w-5 animate-spin text-brand-700" aria-hidden />
            <Trans>Loading messages…</Trans>
          </div>
        ) : thread.isError && messages.length === 0 ? (
          <LoadProblem title={t`We couldn't load the messages`} error={thread.error} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
        ) : messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">
            <Trans>No messages here yet.</Trans>
          </p>
        ) : (
          // A log: screen readers hear new messages as they arrive.
          <ol role="log" aria-label={t`Messages with ${name}`} className="space-y-3">
            {messages.map((message, index) => (
              // "Read" under my newest message once they have read it.
              <MessageItem key={message.id} message={message} otherName={other.name} showRead={index === messages.length - 1} />
            ))}
          </ol>
        )}
      </div>

      {conversation.blocked ? (
        <p className="flex items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-4 text-sm text-slate-700">
          <Ban className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <Trans>You blocked {name}. Unblock them to write to each other again.</Trans>
        </p>
      ) : (
        <ReplyBox userId={userId} conversationId={conversation.id} otherName={other.name} />
      )}
    </div>
  );
}

/**
 * Opening a conversation reads it: while it is open, each time it shows unread messages (one just
 * arrived) they are marked read, and the badges fall. Once per newest message, so a failure does
 * not repeat in a loop.
 */
function useMarkReadWhileOpen(userId: string, conversation: Conversation) {
  const { mutate } = useMarkRead(userId);
  const marked = useRef<string | null>(null);
  const key = `${conversation.id}:${conversation.last_message_at}`;
  const unread = conversation.unread_count > 0;
  useEffect(() => {
    if (!unread || marked.current === key) return;
    marked.current = key;
    mutate(conversation.id);
  }, [unread, key, conversation.id, mutate]);
}

/**
 * The thread starts at its newest message and follows new ones while the reader is at the bottom
 * (or wrote them); loading older messages above keeps the reader's place.
 */
function useThreadScroll(messages: Message[]) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const newestId = messages.at(-1)?.id;
  const newestMine = messages.at(-1)?.mine ?? false;
  const oldestId = messages[0]?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !newestId) return;
    if (atBottom.current || newestMine) element.scrollTop = element.scrollHeight;
  }, [newestId, newestMine]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestId]);

  return {
    scroller,
    onScroll: () => {
      const element = scroller.current;
      if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    },
    keepPlaceWhileLoadingOlder: (load: () => Promise<unknown>) => {
      const element = scroller.current;
      if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
      void load();
    },
  };
}
