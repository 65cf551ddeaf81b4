import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { useUnreadCounts } from "@/lib/realtime/store";
import { Section, TEXT_LINK } from "./section";

/** Unread messages (spec 01 §5), kept live by the realtime client, linking to the inbox. */
export function UnreadMessages() {
  const { t } = useLingui();
  const count = useUnreadCounts().messages;
  return (
    <Section
      id="messages"
      title={t`Messages`}
      action={
        <Link to="/messages" className={TEXT_LINK}>
          <Trans>Open inbox</Trans>
        </Link>
      }
    >
      {count === null ? (
        <div role="status" aria-label={t`Loading unread messages`}>
          <div aria-hidden className="h-9 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ) : (
        <Link to="/messages" className="group flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
          <MessageSquare className={cn("h-6 w-6 shrink-0", count > 0 ? "text-brand-700" : "text-slate-400")} aria-hidden />
          <span className="text-sm text-slate-700 group-hover:underline">
            {count === 0 ? (
              <Trans>No unread messages</Trans>
            ) : (
              <Trans>
                <strong className="text-2xl font-semibold text-slate-900">{count}</strong> unread{" "}
                <Plural value={count} one="message" other="messages" />
              </Trans>
            )}
          </span>
        </Link>
      )}
    </Section>
  );
}
