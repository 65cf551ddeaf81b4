import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormSection } from "@/components/profile/editor-parts";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import type { User } from "@/lib/auth/session";
import { applyFieldErrors } from "@/lib/form-errors";
import type { MyChurch } from "@/lib/my-church";
import { useSaveChurch } from "../api/churches-api";
import { CHURCH_FIELDS, churchFormDefaults, churchFormSchema, toChurchIn, type ChurchFormValues } from "../church-form";
import { failureText, useFlash } from "../hooks/use-flash";
import { FlashMessage } from "./flash-message";
import { ThemePicker } from "./theme-picker";

// Spec 02 §8 failure texts: one Save sends the whole church; a save that changed only the theme
// is told as a theme update.
export const INFO_SAVED = "Church information updated";
export const INFO_FAILED = "Failed to update church information";
export const THEME_SAVED = "Theme updated";
export const THEME_FAILED = "Failed to update theme";

const THEME_FIELDS: ReadonlyArray<keyof ChurchFormValues> = ["theme", "primary_color"];

/**
 * Settings' Church Information panel (spec 02 §2.5) with its sub-sections Theme & Branding and
 * Social Media Links. The form holds the whole church (PUT replaces it), so what this panel does
 * not show (city, timezone, contact person) is sent back as it was.
 */
export function ChurchInfoPanel({ user, church }: { user: User; church: MyChurch }) {
  const save = useSaveChurch(user.id);
  const flash = useFlash();
  const form = useForm<ChurchFormValues>({
    resolver: zodResolver(churchFormSchema),
    defaultValues: churchFormDefaults(church),
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const field = form.register;

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = Object.keys(dirtyFields) as Array<keyof ChurchFormValues>;
    const themeOnly = changed.length > 0 && changed.every((name) => THEME_FIELDS.includes(name));
    const failure = themeOnly ? THEME_FAILED : INFO_FAILED;
    flash.clear();
    try {
      form.reset(churchFormDefaults(await save(church.id, toChurchIn(values))));
      flash.success(themeOnly ? THEME_SAVED : INFO_SAVED);
    } catch (error) {
      // Per-field messages land under their fields; the panel still says what failed.
      const onFields = applyFieldErrors(error, CHURCH_FIELDS, form.setError);
      flash.error(onFields ? failure : failureText(error, failure));
    }
  });

  return (
    <FormSection title="Church Information" description="What speakers and musicians see on your church's page.">
      <form noValidate onSubmit={onSubmit} aria-label="Church Information" className="space-y-5">
        <FormField label="Church name" error={errors.church_name?.message}>
          <Input autoComplete="organization" aria-required {...field("church_name")} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...field("phone")} />
        </FormField>
        <FormField label="Primary address" error={errors.primary_address?.message}>
          <Input autoComplete="street-address" {...field("primary_address")} />
        </FormField>
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...field("website")} />
        </FormField>
        <FormField label="Denomination" error={errors.denomination?.message}>
          <Input {...field("denomination")} />
        </FormField>
        <FormField label="About" error={errors.about?.message} hint="Your church's story, worship and community.">
          <Textarea rows={5} {...field("about")} />
        </FormField>
        <FormField label="Email" error={errors.contact_email?.message} hint="Shown to your team and to churches with Premium.">
          <Input type="email" autoComplete="email" {...field("contact_email")} />
        </FormField>

        <SubSection title="Theme & Branding">
          <ThemePicker form={form} />
        </SubSection>

        <SubSection title="Social Media Links">
          <FormField label="Facebook URL" error={errors.facebook_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://facebook.com/…" {...field("facebook_url")} />
          </FormField>
          <FormField label="Instagram URL" error={errors.instagram_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://instagram.com/…" {...field("instagram_url")} />
          </FormField>
          <FormField label="Twitter URL" error={errors.twitter_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://x.com/…" {...field("twitter_url")} />
          </FormField>
          <FormField label="YouTube URL" error={errors.youtube_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://youtube.com/…" {...field("youtube_url")} />
          </FormField>
        </SubSection>

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            Save Changes
          </SubmitButton>
          <FlashMessage flash={flash.flash} />
        </div>
      </form>
    </FormSection>
  );
}

function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4 border-t border-slate-200 pt-5">
      <h3 className="font-medium text-slate-900">{title}</h3>
      {children}
    </div>
  );
}
