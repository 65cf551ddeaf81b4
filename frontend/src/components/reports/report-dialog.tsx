import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Flag } from "lucide-react";
import { useId, useState } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Modal, type DialogOpenProps } from "@/components/ui/dialog";
import { Select, Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { useSession } from "@/lib/auth/session";
import { errorMessage } from "@/lib/form-errors";
import { useSendReport, type ReportItemType, type ReportReason } from "./reports-api";

export const REPORT_DETAILS_MAX = 2000;

const REASONS: ReadonlyArray<[ReportReason, MessageDescriptor]> = [
  ["spam", msg`Spam`],
  ["harassment", msg`Harassment`],
  ["inappropriate", msg`Inappropriate content`],
  ["fake", msg`Fake or misleading`],
  ["other", msg`Something else`],
];

const TITLES: Record<ReportItemType, MessageDescriptor> = {
  profile: msg`Report this profile`,
  opportunity: msg`Report this opportunity`,
  message: msg`Report this message`,
  review: msg`Report this review`,
};

/** Report a profile, an opportunity, a message or a review: a reason and what is wrong. */
export function ReportDialog({
  open,
  onOpenChange,
  itemType,
  itemId,
  title,
}: DialogOpenProps & {
  itemType: ReportItemType;
  itemId: string;
  /** The dialog's title; "Report this profile" and so on when not given. */
  title?: string;
}) {
  const { t } = useLingui();
  // The form unmounts with the closed dialog, so each report starts empty.
  const [done, setDone] = useState<string | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setDone(null);
  };
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={title ?? t(TITLES[itemType])}
      description={done ? undefined : t`Tell us what is wrong. Our team reviews every report.`}
    >
      {done ? (
        <div className="space-y-4 p-5">
          <p role="status" className="flex items-start gap-2 text-slate-800">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
            {done}
          </p>
          <div className="flex justify-end">
            <Button onClick={() => change(false)}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <ReportForm itemType={itemType} itemId={itemId} onDone={setDone} onCancel={() => change(false)} />
      )}
    </Modal>
  );
}

function ReportForm({
  itemType,
  itemId,
  onDone,
  onCancel,
}: {
  itemType: ReportItemType;
  itemId: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<{ field: "reason" | "details" | null; message: string } | null>(null);
  const id = useId();

  const submit = async () => {
    if (!reason) return setProblem({ field: "reason", message: t`Choose a reason.` });
    if (reason === "other" && !details.trim()) {
      return setProblem({ field: "details", message: t`Say what is wrong, so our team can look into it.` });
    }
    setProblem(null);
    try {
      await send.mutateAsync({ item_type: itemType, item_id: itemId, reason, details: details.trim() });
      onDone(t`Thanks — our team will review this report.`);
    } catch (error) {
      // Reporting it again changes nothing: the first report is still open.
      if (error instanceof ApiError && error.code === "already_reported") return onDone(t`You have already reported this. Our team will review it.`);
      const field = error instanceof ApiError ? (["reason", "details"] as const).find((name) => error.fields[name]) : undefined;
      setProblem({
        field: field ?? null,
        message: (field && error instanceof ApiError && error.fields[field]) || errorMessage(error, t`The report wasn't sent. Please try again.`),
      });
    }
  };

  const invalid = (field: "reason" | "details") =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

  return (
    <form
      noValidate
      className="space-y-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
          <Trans>Reason</Trans>
        </label>
        <Select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
          {...invalid("reason")}
        >
          <option value="">{t`Choose a reason`}</option>
          {REASONS.map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-details`} className="block text-sm font-medium text-slate-800">
          {reason === "other" ? <Trans>Details</Trans> : <Trans>Details (optional)</Trans>}
        </label>
        <Textarea
          id={`${id}-details`}
          rows={4}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          onChange={(event) => setDetails(event.target.value)}
          {...invalid("details")}
        />
      </div>
      {problem && (
        <div id={`${id}-error`}>
          <FormError>{problem.message}</FormError>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={send.isPending} busyLabel={t`Sending…`}>
          <Trans>Send report</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * A "Report" button that opens the dialog; only for those signed in (anyone else has no account
 * to report with), and never for one's own things (the caller knows whose it is).
 */
export function ReportButton({
  itemType,
  itemId,
  label,
  title,
  size = "sm",
  variant = "ghost",
  className,
}: {
  itemType: ReportItemType;
  itemId: string;
  /** The button's accessible name when several are on a page ("Report review by Ruth"); its text otherwise. */
  label?: string;
  title?: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.status !== "signed-in") return null;
  return (
    <>
      <Button size={size} variant={variant} className={className} aria-label={label} onClick={() => setOpen(true)}>
        <Flag className="h-4 w-4" aria-hidden />
        <Trans>Report</Trans>
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} itemType={itemType} itemId={itemId} title={title} />
    </>
  );
}
