import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Archive, Inbox, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { conversationsQuery, type Conversation } from "../api/messages-api";
import { exactTime, listTime } from "../format";
import { ParticipantAvatar } from "./participant-avatar";
import { LoadMore } from "@/components/lists/load-more";

/** Inbox / Archived, as tabs. */
const FOLDERS = [
  { value: "inbox", label: msg`Inbox`, icon: Inbox },
  { value: "archived", label: msg`Archived`, icon: Archive },
] as const;

/** The list pane: folders, then the conversations unread first then newest (the server's order). */
export function ConversationList({
  userId,
  role,
  archived,
  onArchivedChange,
  selectedId,
}: {
  userId: string;
  role: string | null;
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  selectedId: string | null;
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(conversationsQuery(userId, archived));
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Tabs
      asChild
      value={archived ? "archived" : "inbox"}
      onValueChange={(value) => onArchivedChange(value === "archived")}
    >
      <section aria-label={t`Conversations`} className="flex min-h-0 flex-1 flex-col">
        <div className="border-b border-slate-200 px-4 pb-3">
          <TabsList aria-label={t`Folders`} look="pill">
            {FOLDERS.map((folder) => (
              <TabsTrigger key={folder.value} value={folder.value}>
                <folder.icon className="h-4 w-4" aria-hidden />
                {t(folder.label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value={archived ? "archived" : "inbox"} className="min-h-0 flex-1 overflow-y-auto">
          {query.isPending ? (
            <ListSkeleton />
          ) : query.isError && conversations.length === 0 ? (
            <div className="px-4 pb-6">
              <LoadProblem
                title={t`We couldn't load your conversations`}
                error={query.error}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            </div>
          ) : conversations.length === 0 ? (
            <EmptyList archived={archived} role={role} />
          ) : (
            <>
              <ul className="divide-y divide-slate-100">
                {conversations.map((conversation) => (
                  <li key={conversation.id}>
                    <ConversationRow conversation={conversation} selected={conversation.id === selectedId} archived={archived} />
                  </li>
                ))}
              </ul>
              <LoadMore query={query} what={t`conversations`} className="p-4" />
            </>
          )}
        </TabsContent>
      </section>
    </Tabs>
  );
}

function ConversationRow({ conversation, selected, archived }: { conversation: Conversation; selected: boolean; archived: boolean }) {
  const { t } = useLingui();
  const { other, unread_count: unread, subject, last_message_preview: lastMessage } = conversation;
  const name = other.name;
  const preview = conversation.last_message_mine ? t`You: ${lastMessage}` : lastMessage;
  const label = unread > 0 ? t`${name}: ${subject}, ${plural(unread, { one: "# unread", other: "# unread" })}` : `${name}: ${subject}`;
  return (
    <Link
      to={{ pathname: `/messages/${conversation.id}`, search: archived ? "?folder=archived" : "" }}
      aria-label={label}
      aria-current={selected ? "page" : undefined}
      className={cn(
        "flex gap-3 px-4 py-3 transition-colors focus-visible:-outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600",
        selected ? "bg-brand-50" : "hover:bg-slate-50",
      )}
    >
      <ParticipantAvatar participant={other} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn("truncate text-sm", unread > 0 ? "font-semibold text-slate-900" : "font-medium text-slate-800")}>{other.name}</p>
          <time dateTime={conversation.last_message_at} title={exactTime(conversation.last_message_at)} className="shrink-0 text-xs text-slate-500">
            {listTime(conversation.last_message_at)}
          </time>
        </div>
        <div className="mt-0.5 flex items-center justify-between gap-2">
          <p className={cn("truncate text-sm", unread > 0 ? "font-medium text-slate-900" : "text-slate-700")}>{conversation.subject}</p>
          {unread > 0 && (
            <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{unread > 99 ? "99+" : unread}</span>
          )}
        </div>
        <p className="mt-0.5 truncate text-sm text-slate-500">{preview}</p>
      </div>
    </Link>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading conversations`}>
      <ul aria-hidden className="animate-pulse divide-y divide-slate-100">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="flex gap-3 px-4 py-3">
            <div className="h-10 w-10 shrink-0 rounded-full bg-slate-200" />
            <div className="flex-1 space-y-2 py-0.5">
              <div className="h-3 w-2/5 rounded bg-slate-200" />
              <div className="h-3 w-4/5 rounded bg-slate-100" />
              <div className="h-3 w-3/5 rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyList({ archived, role }: { archived: boolean; role: string | null }) {
  if (archived) {
    return (
      <div className="px-6 py-12 text-center">
        <Archive className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
        <p className="mt-3 font-medium text-slate-900">
          <Trans>No archived conversations</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Archive a conversation to keep it here, out of your inbox.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="px-6 py-12 text-center">
      <MessageSquare className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
      <p className="mt-3 font-medium text-slate-900">
        <Trans>No messages yet</Trans>
      </p>
      {role === "church" ? (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Find someone in{" "}
            <Link to="/talent" className="font-medium text-brand-800 underline">
              Speakers &amp; Musicians
            </Link>{" "}
            and press Message on their profile, or write to an applicant from their application.
          </Trans>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            When a church writes to you, the conversation shows here. To write to a church whose opportunity you
            applied to, open its page from your{" "}
            <Link to="/applications" className="font-medium text-brand-800 underline">
              applications
            </Link>{" "}
            and press Message.
          </Trans>
        </p>
      )}
    </div>
  );
}
