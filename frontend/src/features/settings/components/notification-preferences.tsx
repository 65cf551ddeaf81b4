import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2 } from "lucide-react";
import { useId } from "react";
import { FormSection } from "@/components/profile/editor-parts";
import { Select } from "@/components/ui/input";
import { useUpdateSettings, type Settings } from "../api/settings-api";
import { MESSAGE_MS } from "../timings";
import { useTimedMessage } from "../use-timed-message";
import { SettingSwitch } from "./setting-switch";

type Digest = Settings["email_digest_frequency"];
type Toggle = "email_notifications" | "allow_member_messages";

const DIGESTS: ReadonlyArray<{ value: Digest; label: MessageDescriptor }> = [
  { value: "daily", label: msg`Daily` },
  { value: "weekly", label: msg`Weekly` },
  { value: "never", label: msg`Never` },
];

const TOGGLES: ReadonlyArray<{ field: Toggle; label: MessageDescriptor; description: MessageDescriptor }> = [
  {
    field: "email_notifications",
    label: msg`Email notifications`,
    description: msg`Emails about applications, offers and messages.`,
  },
  {
    field: "allow_member_messages",
    label: msg`Allow messages from church members`,
    description: msg`Members of churches on Steeple can write to you.`,
  },
];

/** Spec 02 §2.5 Notification Preferences: each change is saved at once. */
export function NotificationPreferences({ userId, settings }: { userId: string; settings: Settings }) {
  const { t } = useLingui();
  const saved = useTimedMessage(MESSAGE_MS.notificationSuccess);
  return (
    <FormSection title={t`Notification Preferences`} description={t`Choose how Steeple keeps in touch.`}>
      {TOGGLES.map((toggle) => (
        <ToggleSetting key={toggle.field} {...toggle} userId={userId} settings={settings} onSaved={saved.show} />
      ))}
      <DigestSetting userId={userId} value={settings.email_digest_frequency} onSaved={saved.show} />
      <p role="status" className="min-h-5 text-sm text-green-700">
        {saved.message}
      </p>
    </FormSection>
  );
}

function ToggleSetting({
  field,
  label,
  description,
  userId,
  settings,
  onSaved,
}: {
  field: Toggle;
  label: MessageDescriptor;
  description: MessageDescriptor;
  userId: string;
  settings: Settings;
  onSaved: (message: string) => void;
}) {
  const { t } = useLingui();
  const name = t(label);
  // Each toggle has its own request, so each has its own saving state and error.
  const update = useUpdateSettings(userId);
  const pending = update.isPending ? update.variables[field] : undefined;
  return (
    <SettingSwitch
      label={name}
      description={t(description)}
      // While saving, the switch already shows where it is going.
      checked={pending ?? settings[field]}
      saving={update.isPending}
      error={update.isError ? t`Failed to update setting` : null}
      onChange={(checked) =>
        update.mutate({ [field]: checked }, { onSuccess: () => onSaved(checked ? t`${name} turned on` : t`${name} turned off`) })
      }
    />
  );
}

function DigestSetting({
  userId,
  value,
  onSaved,
}: {
  userId: string;
  value: Digest;
  onSaved: (message: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateSettings(userId);
  const shown = update.isPending ? (update.variables.email_digest_frequency ?? value) : value;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        <Trans>Email digest</Trans>
      </label>
      <div className="flex items-center gap-2">
        <Select
          id={id}
          value={shown}
          disabled={update.isPending}
          aria-busy={update.isPending}
          aria-describedby={update.isError ? `${id}-error` : `${id}-hint`}
          aria-invalid={update.isError || undefined}
          onChange={(event) =>
            update.mutate(
              { email_digest_frequency: event.target.value as Digest },
              { onSuccess: () => onSaved(t`Email digest frequency updated`) },
            )
          }
        >
          {DIGESTS.map((digest) => (
            <option key={digest.value} value={digest.value}>
              {t(digest.label)}
            </option>
          ))}
        </Select>
        {update.isPending && <Loader2 className="h-4 w-4 shrink-0 animate-spin text-slate-500" aria-label={t`Saving`} />}
      </div>
      {update.isError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          <Trans>Failed to update email digest frequency</Trans>
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          <Trans>A summary of what you missed, sent in your time zone.</Trans>
        </p>
      )}
    </div>
  );
}
