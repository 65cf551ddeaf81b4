import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { MessagesSquare } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { useSession, type User } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { useRealtimeEvent, useUnreadCounts } from "@/lib/realtime/store";
import { composeParams } from "../compose-params";
import { ComposePanel } from "../components/compose-panel";
import { ConversationList } from "../components/conversation-list";
import { ThreadView } from "../components/thread-view";
import { queryKeys } from "@/lib/query-keys";

/** /messages and /messages/:conversationId (signed in; /inbox redirects here). */
export function MessagesPage() {
  const session = useSession();
  // The route's guard renders this page for signed-in users only.
  if (session.status !== "signed-in") return null;
  return <Messages user={session.user} />;
}

/**
 * A two-pane inbox: the conversations beside the open one (or the compose form). On phones the
 * two take turns: the list, then the conversation with a way back.
 */
function Messages({ user }: { user: User }) {
  const { t } = useLingui();
  usePageTitle(t`Messages`);
  const { conversationId = null } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const compose = composeParams(searchParams);
  const archived = searchParams.get("folder") === "archived";
  const backTo = archived ? "/messages?folder=archived" : "/messages";
  const detailOpen = compose !== null || conversationId !== null;
  const unread = useUnreadCounts().messages;

  // New messages appear without a reload. The realtime client refreshes these keys too; a refetch
  // already under way is not started again.
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === "message") void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }, { cancelRefetch: false });
  });

  const setArchived = (next: boolean) =>
    setSearchParams(
      (params) => {
        const kept = new URLSearchParams(params);
        if (next) kept.set("folder", "archived");
        else kept.delete("folder");
        return kept;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl sm:px-6 sm:py-6">
      <div className="flex h-[calc(100dvh-4rem)] min-h-[30rem] overflow-hidden bg-white sm:h-[calc(100dvh-7rem)] sm:rounded-xl sm:border sm:border-slate-200 sm:shadow-sm">
        <div className={cn("w-full flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-r", detailOpen ? "hidden" : "flex")}>
          <div className="flex items-center justify-between gap-3 px-4 pt-4 pb-3">
            <h1 className="text-xl font-bold text-slate-900">
              <Trans>Messages</Trans>
            </h1>
            {unread !== null && unread > 0 && (
              <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">
                <Plural value={unread} one="# unread" other="# unread" />
              </p>
            )}
          </div>
          <ConversationList userId={user.id} role={user.role} archived={archived} onArchivedChange={setArchived} selectedId={conversationId} />
        </div>
        <div className={cn("min-w-0 flex-1 flex-col md:flex", detailOpen ? "flex" : "hidden")}>
          {detailOpen && (
            <h1 className="sr-only md:hidden">
              <Trans>Messages</Trans>
            </h1>
          )}
          {compose ? (
            <ComposePanel key={JSON.stringify(compose)} userId={user.id} params={compose} backTo={backTo} />
          ) : conversationId ? (
            <ThreadView key={conversationId} userId={user.id} conversationId={conversationId} backTo={backTo} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
              <MessagesSquare className="h-12 w-12 text-slate-300" aria-hidden />
              <p className="mt-3 font-medium text-slate-800">
                <Trans>Select a conversation</Trans>
              </p>
              <p className="mt-1 max-w-xs text-sm text-slate-500">
                <Trans>Choose one from the list to read it and reply.</Trans>
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
