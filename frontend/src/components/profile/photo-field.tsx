import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Camera, Loader2, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/form-errors";
import { checkPhotoFile, PHOTO_ACCEPT } from "@/lib/photo-file";
import { notify } from "@/lib/toast";
import { ProfileAvatar } from "./profile-avatar";

/**
 * A profile photo (a person's or a church's): uploaded (or removed) at once, apart from the rest
 * of the form. The client refuses obviously wrong files; the server checks the content,
 * re-encodes and limits the size. `upload` and `remove` answer the photo's new address, which
 * `onChange` passes on (to the session or the cached church).
 */
export function PhotoField({
  photo,
  name,
  label,
  upload,
  remove,
  onChange,
}: {
  photo: string | null;
  name: string;
  label: string;
  upload: (file: File) => Promise<{ profile_photo: string | null }>;
  remove: () => Promise<{ profile_photo: string | null }>;
  onChange: (photo: string | null) => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  const uploading = useMutation({
    mutationFn: upload,
    onSuccess: ({ profile_photo }) => {
      onChange(profile_photo);
      notify.success(t`Photo updated`);
    },
    onError: (failure) => setError(errorMessage(failure, t`We couldn't upload your photo. Please try again.`)),
  });
  const removing = useMutation({
    mutationFn: remove,
    onSuccess: ({ profile_photo }) => {
      onChange(profile_photo);
      notify.success(t`Photo removed`);
    },
    onError: (failure) => setError(errorMessage(failure, t`We couldn't remove your photo. Please try again.`)),
  });
  const busy = uploading.isPending || removing.isPending;

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    setError(null);
    const problem = await checkPhotoFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    uploading.mutate(file);
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <ProfileAvatar photo={photo} name={name} className="h-24 w-24 text-2xl" />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            id="photo"
            variant="secondary"
            disabled={busy}
            aria-busy={uploading.isPending}
            aria-describedby={error ? errorId : hintId}
            onClick={() => input.current?.click()}
          >
            {uploading.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Camera className="h-4 w-4" aria-hidden />}
            {uploading.isPending ? t`Uploading…` : photo ? t`Change photo` : t`Upload photo`}
          </Button>
          {photo && (
            <Button variant="ghost" disabled={busy} onClick={() => removing.mutate()}>
              {removing.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Trash2 className="h-4 w-4" aria-hidden />}
              {removing.isPending ? t`Removing…` : t`Remove photo`}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          aria-label={label}
          className="hidden"
          tabIndex={-1}
          onChange={(event) => void onChoose(event)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-slate-500">
            <Trans>JPEG, PNG or WebP, up to 5 MB. Saved as soon as you choose it.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
