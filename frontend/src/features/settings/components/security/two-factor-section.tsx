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
  DISABLE_FAILED,
  disableTwoFactor,
  enrollTwoFactor,
  failureText,
  REGENERATE_FAILED,
  refreshTwoFactor,
  regenerateRecoveryCodes,
  SETUP_FAILED,
  twoFactorQuery,
  type TwoFactorEnrollment,
} from "./security-api";
import { TwoFactorSetup } from "./two-factor-setup";

type Dialog = { name: "setup"; enrollment: TwoFactorEnrollment } | { name: "disable" } | { name: "regenerate" };

/** Spec 02 §4 two-factor: its status, setup when off, and new recovery codes or disable when on. */
export function TwoFactorSection({ emailVerified }: { emailVerified: boolean }) {
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
      setError(failureText(caught, SETUP_FAILED));
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (status.isPending) {
    body = <p className="text-sm text-slate-500">Checking two-factor authentication…</p>;
  } else if (status.isError) {
    body = (
      <div className="space-y-2">
        <FormError>We couldn't load your two-factor settings.</FormError>
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (status.data.enabled) {
    const left = status.data.recovery_codes_left;
    body = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 text-sm font-medium text-green-700">
          <ShieldCheck className="h-4 w-4" aria-hidden />
          Two-factor authentication is on
        </p>
        <p className="text-sm text-slate-600">
          Signing in asks for a code from your authenticator app.{" "}
          {left === 1 ? "1 recovery code left." : `${left} recovery codes left.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDialog({ name: "regenerate" })}>
            Regenerate recovery codes
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setDialog({ name: "disable" })}
          >
            Disable two-factor authentication
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <ShieldOff className="h-4 w-4" aria-hidden />
          Two-factor authentication is off
        </p>
        <p className="text-sm text-slate-600">
          Add a second step to signing in: a code from an authenticator app on your phone.
        </p>
        {error && <FormError>{error}</FormError>}
        {emailVerified ? (
          <Button size="sm" disabled={starting} aria-busy={starting} onClick={() => void start()}>
            {starting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {starting ? "Starting…" : "Enable two-factor authentication"}
          </Button>
        ) : (
          <p className="text-sm text-amber-800">Verify your email address to turn on two-factor authentication.</p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Two-factor authentication</h3>
      {body}

      <Modal
        open={dialog?.name === "setup"}
        onOpenChange={(open) => !open && close()}
        title="Set up two-factor authentication"
      >
        {dialog?.name === "setup" && <TwoFactorSetup enrollment={dialog.enrollment} onDone={close} />}
      </Modal>

      <Modal
        open={dialog?.name === "regenerate"}
        onOpenChange={(open) => !open && close()}
        title="Regenerate recovery codes"
        description={newCodes ? undefined : "Your current recovery codes stop working when you create new ones."}
      >
        {newCodes ? (
          <div className="space-y-4 p-5">
            <RecoveryCodes codes={newCodes} />
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </div>
        ) : (
          <CodeForm
            hint="The 6-digit code your authenticator app shows now."
            submitLabel="Create new codes"
            busyLabel="Creating…"
            onSubmit={async (code) => {
              setNewCodes(await regenerateRecoveryCodes(code));
              void queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
            }}
            onCancel={close}
            describeError={(caught) => failureText(caught, REGENERATE_FAILED)}
          />
        )}
      </Modal>

      <Modal
        open={dialog?.name === "disable"}
        onOpenChange={(open) => !open && close()}
        title="Disable two-factor authentication"
        description="Signing in will only ask for your password."
      >
        <CodeForm
          hint="A code from your authenticator app, or one of your recovery codes."
          submitLabel="Disable two-factor authentication"
          busyLabel="Disabling…"
          destructive
          onSubmit={async (code) => {
            await disableTwoFactor(code);
            refreshTwoFactor(queryClient);
            close();
            notify.success("Two-factor authentication is off.");
          }}
          onCancel={close}
          describeError={(caught) => failureText(caught, DISABLE_FAILED)}
        />
      </Modal>
    </div>
  );
}
