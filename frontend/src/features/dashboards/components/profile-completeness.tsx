import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Circle, MailWarning, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { Completeness } from "@/lib/my-profile";

/** Where an item is completed: the editor, scrolled to the field it names. */
const editorLink = (field: string) => `/profile/edit#${field}`;

/**
 * The profile's completeness exactly as the API computes it (the one rule the directory orders
 * by): the percentage and each item, a link to its field while it is to do. `linked` false lists
 * the items without links (church members who cannot edit the church).
 */
export function ProfileCompleteness({
  title,
  completeness,
  pending,
  failed,
  onRetry,
  retrying,
  linked = true,
  note,
  children,
}: {
  title?: string;
  completeness: Completeness | null | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
  linked?: boolean;
  /** Shown under the list: why items are not links, say. */
  note?: ReactNode;
  /** Below everything: a call to action. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const heading = title ?? t`Profile completeness`;
  return (
    <section aria-labelledby="completeness" className="rounded-xl border border-slate-200 p-6 lg:col-span-1">
      <h2 id="completeness" className="flex min-h-10 items-center font-semibold text-slate-900">
        {heading}
      </h2>
      {completeness ? (
        <>
          <div className="mt-4 flex items-center gap-3">
            <div
              role="progressbar"
              aria-valuenow={completeness.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={heading}
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${completeness.percent}%` }} />
            </div>
            <span className="text-sm font-semibold text-slate-700">{completeness.percent}%</span>
          </div>
          <ul className="mt-5 space-y-2 text-sm">
            {completeness.items.map((item) => (
              <li key={item.field} className="flex items-center gap-2">
                {item.done ? (
                  <CheckCircle2 className="h-4 w-4 shrink-0 text-green-600" aria-label={t`Done`} />
                ) : (
                  <Circle className="h-4 w-4 shrink-0 text-slate-400" aria-label={t`To do`} />
                )}
                {item.done || !linked ? (
                  <span className={item.done ? "text-slate-500" : "text-slate-700"}>{item.label}</span>
                ) : (
                  <Link to={editorLink(item.field)} className="text-brand-800 hover:underline">
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
          {children}
        </>
      ) : failed ? (
        <div role="alert" className="mt-4 space-y-3 text-sm text-slate-700">
          <p>
            <Trans>We couldn't check your profile just now.</Trans>
          </p>
          <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
            <RefreshCw className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : pending ? (
        // About as tall as the list that replaces it, so the cards below it stay put.
        <div role="status">
          <span className="sr-only">
            <Trans>Checking your profile…</Trans>
          </span>
          <div aria-hidden className="animate-pulse">
            <div className="mt-6 h-2 rounded-full bg-slate-100" />
            <div className="mt-6 space-y-3">
              {Array.from({ length: 7 }, (_, index) => (
                <div key={index} className="h-5 rounded bg-slate-100" />
              ))}
            </div>
          </div>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{note}</p>
      )}
    </section>
  );
}

/** Not part of the percentage: the account's email still needs verifying. */
export function VerifyEmailReminder() {
  return (
    <p className="mt-5 flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <Trans>
          <Link to="/verify-email" className="font-medium underline">
            Verify your email
          </Link>{" "}
          to apply, post, message and pay.
        </Trans>
      </span>
    </p>
  );
}
