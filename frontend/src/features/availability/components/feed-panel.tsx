import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useResetFeed } from "../api/availability-api";

/** The private link a calendar app subscribes to: copy it, or reset it if it was shared. */
export function FeedPanel({ feedUrl }: { feedUrl: string }) {
  const { t } = useLingui();
  const reset = useResetFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      notify.success(t`Link copied`);
    } catch {
      notify.error(t`Copying was refused by the browser: select the link and copy it yourself.`);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        <Trans>
          Subscribe to this link from Google Calendar, Apple Calendar or Outlook to see your bookings and blocked days
          there. Keep it private: anyone with the link can read your calendar.
        </Trans>
      </p>
      <FormField label={t`Calendar link`}>
        <Input readOnly value={feedUrl} className="font-mono text-xs" onFocus={(event) => event.target.select()} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          <Trans>Copy link</Trans>
        </Button>
        {confirming ? (
          <>
            <Button
              variant="destructive"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    notify.success(t`New link ready. The old one no longer works.`);
                  },
                  onError: (error) => notify.error(errorMessage(error, t`We couldn't reset the link. Please try again.`)),
                })
              }
            >
              <Trans>Yes, reset the link</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              <Trans context="feed link">Keep it</Trans>
            </Button>
          </>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            <Trans>Reset link</Trans>
          </Button>
        )}
      </div>
      {confirming && (
        <p role="alert" className="text-sm text-amber-800">
          <Trans>Calendar apps subscribed to the old link will stop updating until you subscribe again.</Trans>
        </p>
      )}
    </div>
  );
}
