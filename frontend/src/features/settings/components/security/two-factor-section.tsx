import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { FormError } from "@/components/profile/editor-parts";
import { notify } from "@/lib/toast";
import { CodeForm } from "./code-form";
import { RecoveryCodes } from "./recovery-codes";
import {
  disableTwoFactor,
  enrollTwoFactor,
  failureText,
  refreshTwoFactor,
  regenerateRecoveryCodes,
  twoFactorQuery,
  type TwoFactorEnrollment,
} from "./security-api";
import { TwoFactorSetup } from "./two-factor-setup";

type Dialog = { name: "setup"; enrollment: TwoFactorEnrollment } | { name: "disable" } | { name: "regenerate" };

/** Spec 02 §4 two-factor: its status, setup when off, and new recovery codes or disable when on. */
export function TwoFactorSection({ emailVerified }: { emailVerified: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQuery);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // New recovery codes, shown once in the regenerate dialog.
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const close = () => {
    setDialog(null);
    setNewCodes(null);
  };

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      setDialog({ name: "setup", enrollment: await enrollTwoFactor() });
    } catch (caught) {
      setError(failureText(caught, t`Failed to start 2FA setup. Please try again.`));
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (status.isPending) {
    body = (
      <p className="text-sm text-slate-500">
        <Trans>Checking two-factor authentication…</Trans>
      </p>
    );
  } else if (status.isError) {
    body = (
      <div className="space-y-2">
        <FormError>
          <Trans>We couldn't load your two-factor settings.</Trans>
        </FormError>
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (status.data.enabled) {
    const left = status.data.recovery_codes_left;
    body = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 text-sm font-medium text-green-700">
          <ShieldCheck className="h-4 w-4" aria-hidden />
          <Trans>Two-factor authentication is on</Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Signing in asks for a code from your authenticator app.</Trans>{" "}
          {plural(left, { one: "# recovery code left.", other: "# recovery codes left." })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDialog({ name: "regenerate" })}>
            <Trans>Regenerate recovery codes</Trans>
          </Button>
          <Button
            variant="ghost-destructive"
            size="sm"
            onClick={() => setDialog({ name: "disable" })}
          >
            <Trans>Disable two-factor authentication</Trans>
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <ShieldOff className="h-4 w-4" aria-hidden />
          <Trans>Two-factor authentication is off</Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Add a second step to signing in: a code from an authenticator app on your phone.</Trans>
        </p>
        {error && <FormError>{error}</FormError>}
        {emailVerified ? (
          <Button size="sm" disabled={starting} aria-busy={starting} onClick={() => void start()}>
            {starting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {starting ? <Trans>Starting…</Trans> : <Trans>Enable two-factor authentication</Trans>}
          </Button>
        ) : (
          <p className="text-sm text-amber-800">
            <Trans>Verify your email address to turn on two-factor authentication.</Trans>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Two-factor authentication</Trans>
      </h3>
      {body}

      <Modal
        open={dialog?.name === "setup"}
        onOpenChange={(open) => !open && close()}
        title={t`Set up two-factor authentication`}
      >
        {dialog?.name === "setup" && <TwoFactorSetup enrollment={dialog.enrollment} onDone={close} />}
      </Modal>

      <Modal
        open={dialog?.name === "regenerate"}
        onOpenChange={(open) => !open && close()}
        title={t`Regenerate recovery codes`}
        description={newCodes ? undefined : t`Your current recovery codes stop working when you create new ones.`}
      >
        {newCodes ? (
          <div className="space-y-4 p-5">
            <RecoveryCodes codes={newCodes} />
            <div className="flex justify-end">
              <Button onClick={close}>
                <Trans>Done</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <CodeForm
            hint={t`The 6-digit code your authenticator app shows now.`}
            submitLabel={t`Create new codes`}
            busyLabel={t`Creating…`}
            onSubmit={async (code) => {
              setNewCodes(await regenerateRecoveryCodes(code));
              void queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
            }}
            onCancel={close}
            describeError={(caught) => failureText(caught, t`Failed to create new recovery codes. Please try again.`)}
          />
        )}
      </Modal>

      <Modal
        open={dialog?.name === "disable"}
        onOpenChange={(open) => !open && close()}
        title={t`Disable two-factor authentication`}
        description={t`Signing in will only ask for your password.`}
      >
        <CodeForm
          hint={t`A code from your authenticator app, or one of your recovery codes.`}
          submitLabel={t`Disable two-factor authentication`}
          busyLabel={t`Disabling…`}
          destructive
          onSubmit={async (code) => {
            await disableTwoFactor(code);
            refreshTwoFactor(queryClient);
            close();
            notify.success(t`Two-factor authentication is off.`);
          }}
          onCancel={close}
          describeError={(caught) => failureText(caught, t`Failed to disable 2FA. Please try again.`)}
        />
      </Modal>
    </div>
  );
}
