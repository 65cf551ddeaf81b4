import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { useEditorForm } from "@/components/forms/use-editor-form";
import { CityStateFields, EditorLayout, FormError, FormSection, PreviewCard, SaveBar } from "@/components/profile/editor-parts";
import { PhotoField } from "@/components/profile/photo-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { TimezoneSelect } from "@/components/ui/timezone-select";
import type { User } from "@/lib/auth/session";
import { placeText } from "@/lib/format";
import type { MyChurch } from "@/lib/my-church";
import { removeChurchPhoto, uploadChurchPhoto, useSaveChurch } from "../api/churches-api";
import { CHURCH_FIELDS, churchFormDefaults, churchFormSchema, churchPreview, toChurchIn } from "../church-form";
import { CHURCH_DASHBOARD, churchEditorCopy, type EditorMode } from "../editor-copy";
import { SOCIAL_NETWORKS } from "../social-networks";
import { churchPalette } from "../themes";
import { ChurchView } from "./church-view";
import { ThemePicker } from "./theme-picker";
import { queryKeys } from "@/lib/query-keys";
import { choosePlace } from "@/lib/places";

/**
 * The church's editor for its admins: church information, contact and location, theme and links,
 * saved together in one request (PUT /api/churches/{id}); the photo is saved as soon as it is
 * chosen. `complete` frames it as the church's first full profile (/church-profile-completion)
 * and moves on to the dashboard on save.
 */
export function ChurchEditor({ user, church, mode = "edit" }: { user: User; church: MyChurch; mode?: EditorMode }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const saveChurch = useSaveChurch(user.id);
  const complete = mode === "complete";
  const { form, values, guard, formError, onSubmit } = useEditorForm({
    defaults: churchFormDefaults(church),
    resolver: zodResolver(churchFormSchema),
    fields: CHURCH_FIELDS,
    failure: t`We couldn't save your church profile. Please try again.`,
    afterSave: complete
      ? { title: t`Your church profile is complete`, body: t`Speakers and musicians can now see who you are.`, to: CHURCH_DASHBOARD }
      : { title: t`Church profile updated`, body: t`Your church's public page shows your changes.` },
    save: async (input) => churchFormDefaults(await saveChurch(church.id, toChurchIn(input))),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  function photoChanged(photo: string | null) {
    const key = queryKeys.churches.mine(user.id);
    queryClient.setQueryData(key, (old: MyChurch | undefined) => old && { ...old, photo });
    // Its completeness changed too: read again when next shown (the dashboard), not now.
    void queryClient.invalidateQueries({ queryKey: key, refetchType: "none" });
    void queryClient.invalidateQueries({ queryKey: queryKeys.churches.public });
  }

  const preview = churchPreview(church, values);
  const palette = churchPalette(preview.primary_color);
  const field = form.register;
  const copy = churchEditorCopy(mode);

  return (
    <EditorLayout
      {...copy}
      publicPath={`/churches/${church.id}`}
      preview={
        <PreviewCard
          photo={preview.photo}
          name={preview.church_name}
          badge={t`Church`}
          lines={[preview.denomination, placeText(preview.city, preview.state)]}
          tags={[]}
          bandStyle={{ backgroundColor: palette.primary }}
          initialsStyle={{ backgroundColor: palette.tint, color: palette.accent }}
        />
      }
      fullPreview={<ChurchView church={preview} />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={complete ? t`Complete your church profile` : t`Edit church profile`}>
        {formError && <FormError>{formError}</FormError>}
        <FormSection title={t`Logo or photo`}>
          <PhotoField
            photo={church.photo}
            name={preview.church_name}
            label={t`Church logo or photo`}
            upload={(file) => uploadChurchPhoto(church.id, file)}
            remove={() => removeChurchPhoto(church.id)}
            onChange={photoChanged}
          />
        </FormSection>

        <FormSection title={t`Church information`}>
          <FormField id="church_name" label={t`Church name`} error={errors.church_name?.message}>
            <Input autoComplete="organization" {...field("church_name")} />
          </FormField>
          <FormField id="denomination" label={t`Denomination`} error={errors.denomination?.message} hint={t`Optional, e.g. Methodist, Non-denominational.`}>
            <Input {...field("denomination")} />
          </FormField>
          <FormField id="about" label={t`About`} error={errors.about?.message} hint={t`Your church's story, worship and community. Up to 5,000 characters.`}>
            <Textarea rows={8} {...field("about")} />
          </FormField>
        </FormSection>

        <FormSection title={t`Contact and location`} description={t`Email and phone are shown only to your church and to churches with Premium.`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="contact_name" label={t`Contact person`} error={errors.contact_name?.message} hint={t`Optional; your name is used when empty.`}>
              <Input autoComplete="name" {...field("contact_name")} />
            </FormField>
            <FormField id="contact_email" label={t`Contact email`} error={errors.contact_email?.message}>
              <Input type="email" autoComplete="email" {...field("contact_email")} />
            </FormField>
            <FormField id="phone" label={t`Phone`} error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...field("phone")} />
            </FormField>
          </div>
          <FormField id="primary_address" label={t`Primary address`} error={errors.primary_address?.message}>
            <Input autoComplete="street-address" {...field("primary_address")} />
          </FormField>
          <CityStateFields
            city={field("city")}
            state={field("state")}
            cityError={errors.city?.message}
            stateError={errors.state?.message}
            onChoose={choosePlace(form)}
          />
          <FormField id="timezone" label={t`Time zone`} error={errors.timezone?.message} hint={t`Your monthly posting allowance resets at midnight on the 1st in this time zone.`}>
            <TimezoneSelect {...field("timezone")} />
          </FormField>
        </FormSection>

        <FormSection title={t`Theme & Branding`} description={t`Your page's colour: pick a theme or enter your own.`}>
          <ThemePicker form={form} />
        </FormSection>

        <FormSection title={t`Website and social media`} description={t`Full web addresses, like https://facebook.com/yourchurch`}>
          <FormField id="website" label={t`Website`} error={errors.website?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("website")} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="facebook_url" label={SOCIAL_NETWORKS.facebook.name} error={errors.facebook_url?.message}>
              <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.facebook.example} {...field("facebook_url")} />
            </FormField>
            <FormField id="instagram_url" label={SOCIAL_NETWORKS.instagram.name} error={errors.instagram_url?.message}>
              <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.instagram.example} {...field("instagram_url")} />
            </FormField>
            <FormField id="twitter_url" label={SOCIAL_NETWORKS.twitter.name} error={errors.twitter_url?.message}>
              <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.twitter.example} {...field("twitter_url")} />
            </FormField>
            <FormField id="youtube_url" label={SOCIAL_NETWORKS.youtube.name} error={errors.youtube_url?.message}>
              <Input type="url" inputMode="url" placeholder={SOCIAL_NETWORKS.youtube.example} {...field("youtube_url")} />
            </FormField>
          </div>
        </FormSection>

        <SaveBar
          dirty={isDirty}
          busy={isSubmitting}
          submitLabel={complete ? t`Save and continue` : t`Save profile`}
          onDiscard={() => form.reset()}
          extra={
            complete ? (
              <Button asChild variant="ghost">
                <Link to={CHURCH_DASHBOARD}>
                  <Trans>Skip for now</Trans>
                </Link>
              </Button>
            ) : undefined
          }
        />
      </form>
      {guard.dialog}
    </EditorLayout>
  );
}
