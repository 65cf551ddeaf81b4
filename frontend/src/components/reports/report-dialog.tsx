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

const REASONS: ReadonlyArray<[ReportReason, string]> = [
  ["spam", "Spam"],
  ["harassment", "Harassment"],
  ["inappropriate", "Inappropriate content"],
  ["fake", "Fake or misleading"],
  ["other", "Something else"],
];

const WHAT: Record<ReportItemType, string> = {
  profile: "profile",
  opportunity: "opportunity",
  message: "message",
  review: "review",
};

export const REPORT_THANKS = "Thanks — our team will review this report.";
const ALREADY_REPORTED = "You have already reported this. Our team will review it.";

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
      title={title ?? `Report this ${WHAT[itemType]}`}
      description={done ? undefined : "Tell us what is wrong. Our team reviews every report."}
    >
      {done ? (
        <div className="space-y-4 p-5">
          <p role="status" className="flex items-start gap-2 text-slate-800">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
            {done}
          </p>
          <div className="flex justify-end">
            <Button onClick={() => change(false)}>Done</Button>
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
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<{ field: "reason" | "details" | null; message: string } | null>(null);
  const id = useId();

  const submit = async () => {
    if (!reason) return setProblem({ field: "reason", message: "Choose a reason." });
    if (reason === "other" && !details.trim()) {
      return setProblem({ field: "details", message: "Say what is wrong, so our team can look into it." });
    }
    setProblem(null);
    try {
      await send.mutateAsync({ item_type: itemType, item_id: itemId, reason, details: details.trim() });
      onDone(REPORT_THANKS);
    } catch (error) {
      // Reporting it again changes nothing: the first report is still open.
      if (error instanceof ApiError && error.code === "already_reported") return onDone(ALREADY_REPORTED);
      const field = error instanceof ApiError ? (["reason", "details"] as const).find((name) => error.fields[name]) : undefined;
      setProblem({
        field: field ?? null,
        message: (field && error instanceof ApiError && error.fields[field]) || errorMessage(error, "The report wasn't sent. Please try again."),
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
          Reason
        </label>
        <Select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
          {...invalid("reason")}
        >
          <option value="">Choose a reason</option>
          {REASONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-details`} className="block text-sm font-medium text-slate-800">
          Details{reason === "other" ? "" : " (optional)"}
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
          Cancel
        </Button>
        <SubmitButton busy={send.isPending} busyLabel="Sending…">
          Send report
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
  label = "Report",
  title,
  size = "sm",
  variant = "ghost",
  className,
}: {
  itemType: ReportItemType;
  itemId: string;
  /** The button's accessible name when several are on a page ("Report review by Ruth"). */
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
      <Button size={size} variant={variant} className={className} aria-label={label === "Report" ? undefined : label} onClick={() => setOpen(true)}>
        <Flag className="h-4 w-4" aria-hidden />
        Report
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} itemType={itemType} itemId={itemId} title={title} />
    </>
  );
}
