import { useLingui } from "@lingui/react/macro";
import { FormSection } from "@/components/profile/editor-parts";
import { useSession } from "@/lib/auth/session";
import { EmailVerification } from "./security/email-verification";
import { SignedInDevices } from "./security/signed-in-devices";
import { TwoFactorSection } from "./security/two-factor-section";

/** Spec 02 §2.5 Security Settings: email verification, two-factor, and the signed-in devices. */
export function SecuritySettingsPanel() {
  const { t } = useLingui();
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return (
    <FormSection title={t`Security Settings`}>
      <EmailVerification user={session.user} />
      <div className="border-t border-slate-200 pt-5">
        <TwoFactorSection emailVerified={session.user.email_verified} />
      </div>
      <div className="border-t border-slate-200 pt-5">
        <SignedInDevices />
      </div>
    </FormSection>
  );
}
