import { useLingui } from "@lingui/react/macro";
import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useSendTestEmail } from "../api/admin-api";

/** Staff check that email goes out: a test email to their own address, and a toast saying where. */
export function TestEmailButton() {
  const { t } = useLingui();
  const send = useSendTestEmail();
  const onClick = async () => {
    try {
      const { sent_to } = await send.mutateAsync();
      notify.success(t`Test email sent`, t`It is on its way to ${sent_to}.`);
    } catch (error) {
      notify.error(t`Failed to send the test email`, errorMessage(error, t`Please try again.`));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void onClick()} disabled={send.isPending} aria-busy={send.isPending}>
      <Mail className="h-4 w-4" aria-hidden />
      {send.isPending ? t`Sending…` : t`Send me a test email`}
    </Button>
  );
}
