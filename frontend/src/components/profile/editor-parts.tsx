import { Trans, useLingui } from "@lingui/react/macro";
import { AlertCircle, Eye, ExternalLink } from "lucide-react";
import { useId, useState, type CSSProperties, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/cn";
import { placeLabel, usePlaceSuggestions } from "@/lib/places";
import { ProfileAvatar } from "./profile-avatar";

/** A titled card of the editor's form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}

/**
 * City and State side by side (stacked on phones), as onboarding and the profile, church and
 * opportunity editors ask them. The city suggests places as one types; choosing one ("Dayton,
 * OH") fills both fields through `onChoose`.
 */
export function CityStateFields({
  city,
  state,
  cityError,
  stateError,
  onChoose,
}: {
  /** `register("city")` and `register("state")` of the editor's form. */
  city: UseFormRegisterReturn;
  state: UseFormRegisterReturn;
  cityError?: string;
  stateError?: string;
  /** Sets both fields, as a change of the form's (`choosePlace` in lib/places.ts). */
  onChoose: (city: string, state: string) => void;
}) {
  const { t } = useLingui();
  const listId = useId();
  const [typed, setTyped] = useState("");
  const suggestions = usePlaceSuggestions(typed);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="city" label={t`City`} error={cityError}>
        <Input
          autoComplete="address-level2"
          list={listId}
          {...city}
          onChange={(event) => {
            const chosen = suggestions.find((place) => placeLabel(place) === event.target.value);
            if (chosen) {
              onChoose(chosen.city, chosen.state);
              return;
            }
            setTyped(event.target.value);
            void city.onChange(event);
          }}
        />
      </FormField>
      <datalist id={listId}>
        {suggestions.map((place) => (
          <option key={placeLabel(place)} value={placeLabel(place)} />
        ))}
      </datalist>
      <FormField id="state" label={t`State`} error={stateError} hint={t`For example, Ohio or OH.`}>
        <Input autoComplete="address-level1" {...state} />
      </FormField>
    </div>
  );
}

/** Stays in view at the bottom of the form: the state of the edits and the save button. */
export function SaveBar({
  dirty,
  busy,
  submitLabel,
  onDiscard,
  extra,
}: {
  dirty: boolean;
  busy: boolean;
  submitLabel: string;
  onDiscard: () => void;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-xl sm:border">
      <p className="text-sm text-slate-600" aria-live="polite">
        {dirty ? t`You have unsaved changes.` : t`No unsaved changes.`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {extra}
        <Button variant="ghost" disabled={!dirty || busy} onClick={onDiscard}>
          <Trans>Discard changes</Trans>
        </Button>
        <SubmitButton busy={busy} busyLabel={t`Saving…`}>
          {submitLabel}
        </SubmitButton>
      </div>
    </div>
  );
}

/** The editor's page: heading, the form, and beside it (below on phones) a live preview. */
export function EditorLayout({
  eyebrow,
  title,
  description,
  publicPath,
  preview,
  fullPreview,
  children,
}: {
  eyebrow?: string;
  title: string;
  description: string;
  publicPath: string;
  /** The compact live card. */
  preview: ReactNode;
  /** The whole public page, rendered from the unsaved values, shown in a dialog. */
  fullPreview: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [previewOpen, setPreviewOpen] = useState(false);
  const previewButton = (
    <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
      <Eye className="h-4 w-4" aria-hidden />
      <Trans>Preview public page</Trans>
    </Button>
  );
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            {eyebrow && <p className="text-sm font-medium text-brand-700">{eyebrow}</p>}
            <h1 className="mt-1 text-3xl font-bold text-slate-900">{title}</h1>
            <p className="mt-2 max-w-2xl text-slate-600">{description}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {previewButton}
            <Button asChild variant="ghost">
              <Link to={publicPath}>
                <ExternalLink className="h-4 w-4" aria-hidden />
                <Trans>View public page</Trans>
              </Link>
            </Button>
          </div>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">{children}</div>
          <aside aria-labelledby="preview-heading" className="lg:sticky lg:top-20 lg:self-start">
            <h2 id="preview-heading" className="text-sm font-semibold text-slate-700">
              <Trans>Preview</Trans>
            </h2>
            <p className="mt-1 text-xs text-slate-500">
              <Trans>How your card looks to others, before you save.</Trans>
            </p>
            <div className="mt-3">{preview}</div>
          </aside>
        </div>
      </div>
      <Modal
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        size="xl"
        title={t`Preview of your public page`}
        description={t`Unsaved changes included. Visitors without Premium see a note instead of contact details.`}
      >
        <div className="bg-slate-50">{fullPreview}</div>
      </Modal>
    </div>
  );
}

/** A compact card of the profile: band, photo, name and a few lines. */
export function PreviewCard({
  photo,
  name,
  badge,
  lines,
  tags,
  bandClassName,
  bandStyle,
  initialsStyle,
}: {
  photo: string | null;
  name: string;
  badge: string;
  lines: ReadonlyArray<string | null | undefined>;
  tags: readonly string[];
  bandClassName?: string;
  bandStyle?: CSSProperties;
  initialsStyle?: CSSProperties;
}) {
  const { t } = useLingui();
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className={cn("h-16", bandClassName)} style={bandStyle} />
      <div className="px-5 pb-5">
        <ProfileAvatar
          photo={photo}
          name={name}
          initialsStyle={initialsStyle}
          className="-mt-8 h-16 w-16 border-4 border-white text-lg"
        />
        <p className="mt-2 text-lg font-semibold break-words text-slate-900">{name}</p>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{badge}</p>
        {lines.filter(Boolean).map((line) => (
          <p key={line} className="mt-1 text-sm break-words text-slate-700">
            {line}
          </p>
        ))}
        {tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t`Tags`}>
            {tags.slice(0, 6).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
