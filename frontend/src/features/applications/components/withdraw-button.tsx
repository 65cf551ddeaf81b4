import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useApplicationMove, type Application } from "../api/applications-api";

/** Withdraw, after asking: the church is told, and one cannot apply to the same opportunity
 * twice. */
export function WithdrawButton({ application, size = "sm" }: { application: Application; size?: ButtonProps["size"] }) {
  const { t } = useLingui();
  const withdraw = useApplicationMove("withdraw");
  const [confirming, setConfirming] = useState(false);
  const title = application.opportunity.title;
  const church = application.opportunity.church.church_name;

  const confirm = async () => {
    setConfirming(false);
    try {
      await withdraw.mutateAsync({ id: application.id });
      notify.success(t`Application withdrawn`, t`${church} has been told.`);
    } catch (error) {
      notify.error(t`Your application was not withdrawn`, errorMessage(error, t`Please try again.`));
    }
  };

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setConfirming(true)} disabled={withdraw.isPending} aria-busy={withdraw.isPending}>
        {withdraw.isPending ? <Trans>Withdrawing…</Trans> : <Trans>Withdraw</Trans>}{" "}
        <span className="sr-only">
          <Trans>application to {title}</Trans>
        </span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Withdraw this application?`}
        description={t`${church} will be told that you withdrew from "${title}". You cannot apply to it again.`}
        confirmLabel={t`Withdraw`}
        cancelLabel={t`Keep it`}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
