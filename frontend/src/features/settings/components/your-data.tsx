import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { PasswordInput } from "@/components/forms/password-input";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { clearSession } from "@/lib/auth/session";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { deleteAccount, downloadMyData } from "../api/settings-api";

const CODE_LENGTH = 6;

/** Download my data and Delete account, inside Account Information. */
export function YourData({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadMyData();
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="border-t border-slate-200 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Your data</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Download a copy of what Steeple holds about you, or delete your account.</Trans>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />}
          {downloading ? <Trans>Preparing your data…</Trans> : <Trans>Download my data</Trans>}
        </Button>
        <Button variant="ghost-destructive" onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden />
          <Trans>Delete account</Trans>
        </Button>
      </div>
      {downloadFailed && (
        <div className="mt-3">
          <FormError>
            <Trans>Failed to download your data. Please try again.</Trans>
          </FormError>
        </div>
      )}
      <Modal
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete your account?`}
        description={t`Your profile, settings and messages are removed and you are signed out everywhere. This cannot be undone.`}
      >
        {deleting && <DeleteAccountForm twoFactorEnabled={twoFactorEnabled} onCancel={() => setDeleting(false)} />}
      </Modal>
    </div>
  );
}

type DeleteValues = { password: string; code: string };

function DeleteAccountForm({ twoFactorEnabled, onCancel }: { twoFactorEnabled: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DeleteValues>({ defaultValues: { password: "", code: "" } });
  const { errors, isSubmitting } = form.formState;
  const [password, code] = useWatch({ control: form.control, name: ["password", "code"] });
  const ready = password !== "" && (!twoFactorEnabled || code.trim().length === CODE_LENGTH);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await deleteAccount(values.password, twoFactorEnabled ? values.code.trim() : null);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === "invalid_password") {
        form.setError("password", { message: errorMessage(error, t`Current password is incorrect`) }, { shouldFocus: true });
      } else if (code === "invalid_code" || code === "two_factor_code_required") {
        form.setError("code", { message: errorMessage(error, t`Invalid verification code. Please try again.`) }, { shouldFocus: true });
      } else {
        // last_admin among them: the server says what to do first.
        setFormError(errorMessage(error, t`Failed to delete account. Please try again.`));
      }
      return;
    }
    // The server has signed this browser out everywhere: forget the session and everything cached,
    // then go home. As when signing out, the session ends "leaving", so this page's guard does not
    // send the browser to /login meanwhile (that redirect could land after the way home).
    clearSession({ leaving: true });
    queryClient.clear();
    notify.success(t`Your account has been deleted`, t`Thank you for being part of Steeple.`);
    setTimeout(() => void navigate("/", { replace: true }), 100);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 px-5 py-4">
      {formError && <FormError>{formError}</FormError>}
      <FormField label={t`Password`} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" autoFocus {...form.register("password")} />
      </FormField>
      {twoFactorEnabled && (
        <FormField
          label={t`Two-factor code`}
          error={errors.code?.message}
          hint={t`The 6-digit code from your authenticator app, or a recovery code.`}
        >
          <Input
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={CODE_LENGTH}
            {...form.register("code")}
          />
        </FormField>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton variant="destructive" busy={isSubmitting} busyLabel={t`Deleting…`} disabled={!ready}>
          <Trans>Delete my account</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
