import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useApplicationMove, type Application } from "../api/applications-api";

/** Withdraw, after asking: the church is told, and one cannot apply to the same opportunity
 * twice. */
export function WithdrawButton({ application, size = "sm" }: { application: Application; size?: ButtonProps["size"] }) {
  const withdraw = useApplicationMove("withdraw");
  const [confirming, setConfirming] = useState(false);
  const title = application.opportunity.title;

  const confirm = async () => {
    setConfirming(false);
    try {
      await withdraw.mutateAsync({ id: application.id });
      notify.success("Application withdrawn", `${application.opportunity.church.church_name} has been told.`);
    } catch (error) {
      notify.error("Your application was not withdrawn", errorMessage(error, "Please try again."));
    }
  };

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setConfirming(true)} disabled={withdraw.isPending} aria-busy={withdraw.isPending}>
        {withdraw.isPending ? "Withdrawing…" : "Withdraw"}
        {" "}
        <span className="sr-only">application to {title}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Withdraw this application?"
        description={`${application.opportunity.church.church_name} will be told that you withdrew from "${title}". You cannot apply to it again.`}
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
