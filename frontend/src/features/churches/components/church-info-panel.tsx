import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { INFO_FAILED, INFO_SAVED, THEME_FAILED, THEME_SAVED } from "../editor-copy";
import { failureText, useFlash } from "../hooks/use-flash";
import { SOCIAL_NETWORKS } from "../social-networks";
import { FlashMessage } from "./flash-message";
import { ThemePicker } from "./theme-picker";

const THEME_FIELDS: ReadonlyArray<keyof ChurchFormValues> = ["theme", "primary_color"];

/**
 * Settings' Church Information panel (spec 02 §2.5) with its sub-sections Theme & Branding and
 * Social Media Links. The form holds the whole church (PUT replaces it), so what this panel does
 * not show (city, timezone, contact person) is sent back as it was.
 */
export function ChurchInfoPanel({ user, church }: { user: User; church: MyChurch }) {
  const { t } = useLingui();
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
    const failure = t(themeOnly ? THEME_FAILED : INFO_FAILED);
    flash.clear();
    try {
      form.reset(churchFormDefaults(await save(church.id, toChurchIn(values))));
      flash.success(t(themeOnly ? THEME_SAVED : INFO_SAVED));
    } catch (error) {
      // Per-field messages land under their fields; the panel still says what failed.
      const onFields = applyFieldErrors(error, CHURCH_FIELDS, form.setError);
      flash.error(onFields ? failure : failureText(error, failure));
    }
  });

  return (
    <FormSection title={t`Church Information`} description={t`What speakers and musicians see on your church's page.`}>
      <form noValidate onSubmit={onSubmit} aria-label={t`Church Information`} className="space-y-5">
        <FormField label={t`Church name`} error={errors.church_name?.message}>
          <Input autoComplete="organization" aria-required {...field("church_name")} />
        </FormField>
        <FormField label={t`Phone`} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...field("phone")} />
        </FormField>
        <FormField label={t`Primary address`} error={errors.primary_address?.message}>
          <Input autoComplete="street-address" {...field("primary_address")} />
        </FormField>
        <FormField label={t`Website`} error={errors.website?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...field("website")} />
        </FormField>
        <FormField label={t`Denomination`} error={errors.denomination?.message}>
          <Input {...field("denomination")} />
        </FormField>
        <FormField label={t`About`} error={errors.about?.message} hint={t`Your church's story, worship and community.`}>
          <Textarea rows={5} {...field("about")} />
        </FormField>
        <FormField label={t`Email`} error={errors.contact_email?.message} hint={t`Shown to your team and to churches with Premium.`}>
          <Input type="email" autoComplete="email" {...field("contact_email")} />
        </FormField>

        <SubSection title={t`Theme & Branding`}>
          <ThemePicker form={form} />
        </SubSection>

        <SubSection title={t`Social Media Links`}>
          <FormField label={t`Facebook URL`} error={errors.facebook_url?.message}>
            <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.facebook.example} {...field("facebook_url")} />
          </FormField>
          <FormField label={t`Instagram URL`} error={errors.instagram_url?.message}>
            <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.instagram.example} {...field("instagram_url")} />
          </FormField>
          <FormField label={t`Twitter URL`} error={errors.twitter_url?.message}>
            <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.twitter.example} {...field("twitter_url")} />
          </FormField>
          <FormField label={t`YouTube URL`} error={errors.youtube_url?.message}>
            <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.youtube.example} {...field("youtube_url")} />
          </FormField>
        </SubSection>

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          <SubmitButton busy={isSubmitting} busyLabel={t`Saving…`}>
            <Trans>Save Changes</Trans>
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
