import { useMutation } from "@tanstack/react-query";
import { Camera, Loader2, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { updateUser, type User } from "@/lib/auth/session";
import { notify } from "@/lib/toast";
import { removePhoto, uploadPhoto } from "../api/profiles-api";
import { checkPhotoFile, PHOTO_ACCEPT } from "../photo-file";
import { errorMessage } from "@/lib/form-errors";
import { ProfileAvatar } from "./profile-avatar";

/**
 * The profile photo: uploaded (or removed) at once, apart from the rest of the form. The client
 * refuses obviously wrong files; the server checks the content, re-encodes and limits the size.
 */
export function PhotoField({ user, name, label }: { user: User; name: string; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: ({ profile_photo }) => {
      updateUser({ ...user, profile_photo });
      notify.success("Photo updated");
    },
    onError: (failure) => setError(errorMessage(failure, "We couldn't upload your photo. Please try again.")),
  });
  const remove = useMutation({
    mutationFn: removePhoto,
    onSuccess: ({ profile_photo }) => {
      updateUser({ ...user, profile_photo });
      notify.success("Photo removed");
    },
    onError: (failure) => setError(errorMessage(failure, "We couldn't remove your photo. Please try again.")),
  });
  const busy = upload.isPending || remove.isPending;

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
    upload.mutate(file);
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <ProfileAvatar photo={user.profile_photo} name={name || user.email} className="h-24 w-24 text-2xl" />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            id="photo"
            variant="secondary"
            disabled={busy}
            aria-busy={upload.isPending}
            aria-describedby={error ? errorId : hintId}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Camera className="h-4 w-4" aria-hidden />}
            {upload.isPending ? "Uploading…" : user.profile_photo ? "Change photo" : "Upload photo"}
          </Button>
          {user.profile_photo && (
            <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
              {remove.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Trash2 className="h-4 w-4" aria-hidden />}
              {remove.isPending ? "Removing…" : "Remove photo"}
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
            JPEG, PNG or WebP, up to 5 MB. Saved as soon as you choose it.
          </p>
        )}
      </div>
    </div>
  );
}
