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

const DIGESTS: ReadonlyArray<{ value: Digest; label: string }> = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "never", label: "Never" },
];

const TOGGLES: ReadonlyArray<{ field: Toggle; label: string; description: string }> = [
  {
    field: "email_notifications",
    label: "Email notifications",
    description: "Emails about applications, offers and messages.",
  },
  {
    field: "allow_member_messages",
    label: "Allow messages from church members",
    description: "Members of churches on Steeple can write to you.",
  },
];

/** Spec 02 §2.5 Notification Preferences: each change is saved at once. */
export function NotificationPreferences({ userId, settings }: { userId: string; settings: Settings }) {
  const saved = useTimedMessage(MESSAGE_MS.notificationSuccess);
  return (
    <FormSection title="Notification Preferences" description="Choose how Steeple keeps in touch.">
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
  label: string;
  description: string;
  userId: string;
  settings: Settings;
  onSaved: (message: string) => void;
}) {
  // Each toggle has its own request, so each has its own saving state and error.
  const update = useUpdateSettings(userId);
  const pending = update.isPending ? update.variables[field] : undefined;
  return (
    <SettingSwitch
      label={label}
      description={description}
      // While saving, the switch already shows where it is going.
      checked={pending ?? settings[field]}
      saving={update.isPending}
      error={update.isError ? "Failed to update setting" : null}
      onChange={(checked) =>
        update.mutate({ [field]: checked }, { onSuccess: () => onSaved(`${label} turned ${checked ? "on" : "off"}`) })
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
  const id = useId();
  const update = useUpdateSettings(userId);
  const shown = update.isPending ? (update.variables.email_digest_frequency ?? value) : value;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Email digest
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
              { onSuccess: () => onSaved("Email digest frequency updated") },
            )
          }
        >
          {DIGESTS.map((digest) => (
            <option key={digest.value} value={digest.value}>
              {digest.label}
            </option>
          ))}
        </Select>
        {update.isPending && <Loader2 className="h-4 w-4 shrink-0 animate-spin text-slate-500" aria-label="Saving" />}
      </div>
      {update.isError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          Failed to update email digest frequency
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          A summary of what you missed, sent in your time zone.
        </p>
      )}
    </div>
  );
}
