import { zodResolver } from "@hookform/resolvers/zod";
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
import { churchPalette } from "../themes";
import { ChurchView } from "./church-view";
import { ThemePicker } from "./theme-picker";
import { queryKeys } from "@/lib/query-keys";

/**
 * The church's editor for its admins: church information, contact and location, theme and links,
 * saved together in one request (PUT /api/churches/{id}); the photo is saved as soon as it is
 * chosen. `complete` frames it as the church's first full profile (/church-profile-completion)
 * and moves on to the dashboard on save.
 */
export function ChurchEditor({ user, church, mode = "edit" }: { user: User; church: MyChurch; mode?: EditorMode }) {
  const queryClient = useQueryClient();
  const saveChurch = useSaveChurch(user.id);
  const complete = mode === "complete";
  const { form, values, guard, formError, onSubmit } = useEditorForm({
    defaults: churchFormDefaults(church),
    resolver: zodResolver(churchFormSchema),
    fields: CHURCH_FIELDS,
    failure: "We couldn't save your church profile. Please try again.",
    afterSave: complete
      ? { title: "Your church profile is complete", body: "Speakers and musicians can now see who you are.", to: CHURCH_DASHBOARD }
      : { title: "Church profile updated", body: "Your church's public page shows your changes." },
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
          badge="Church"
          lines={[preview.denomination, placeText(preview.city, preview.state)]}
          tags={[]}
          bandStyle={{ backgroundColor: palette.primary }}
          initialsStyle={{ backgroundColor: palette.tint, color: palette.accent }}
        />
      }
      fullPreview={<ChurchView church={preview} />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={complete ? "Complete your church profile" : "Edit church profile"}>
        {formError && <FormError>{formError}</FormError>}
        <FormSection title="Logo or photo">
          <PhotoField
            photo={church.photo}
            name={preview.church_name}
            label="Church logo or photo"
            upload={(file) => uploadChurchPhoto(church.id, file)}
            remove={() => removeChurchPhoto(church.id)}
            onChange={photoChanged}
          />
        </FormSection>

        <FormSection title="Church information">
          <FormField id="church_name" label="Church name" error={errors.church_name?.message}>
            <Input autoComplete="organization" {...field("church_name")} />
          </FormField>
          <FormField id="denomination" label="Denomination" error={errors.denomination?.message} hint="Optional, e.g. Methodist, Non-denominational.">
            <Input {...field("denomination")} />
          </FormField>
          <FormField id="about" label="About" error={errors.about?.message} hint="Your church's story, worship and community. Up to 5,000 characters.">
            <Textarea rows={8} {...field("about")} />
          </FormField>
        </FormSection>

        <FormSection title="Contact and location" description="Email and phone are shown only to your church and to churches with Premium.">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="contact_name" label="Contact person" error={errors.contact_name?.message} hint="Optional; your name is used when empty.">
              <Input autoComplete="name" {...field("contact_name")} />
            </FormField>
            <FormField id="contact_email" label="Contact email" error={errors.contact_email?.message}>
              <Input type="email" autoComplete="email" {...field("contact_email")} />
            </FormField>
            <FormField id="phone" label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...field("phone")} />
            </FormField>
          </div>
          <FormField id="primary_address" label="Primary address" error={errors.primary_address?.message}>
            <Input autoComplete="street-address" {...field("primary_address")} />
          </FormField>
          <CityStateFields city={field("city")} state={field("state")} cityError={errors.city?.message} stateError={errors.state?.message} />
          <FormField id="timezone" label="Time zone" error={errors.timezone?.message} hint="Your monthly posting allowance resets at midnight on the 1st in this time zone.">
            <TimezoneSelect {...field("timezone")} />
          </FormField>
        </FormSection>

        <FormSection title="Theme & Branding" description="Your page's colour: pick a theme or enter your own.">
          <ThemePicker form={form} />
        </FormSection>

        <FormSection title="Website and social media" description="Full web addresses, like https://facebook.com/yourchurch">
          <FormField id="website" label="Website" error={errors.website?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("website")} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="facebook_url" label="Facebook" error={errors.facebook_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://facebook.com/…" {...field("facebook_url")} />
            </FormField>
            <FormField id="instagram_url" label="Instagram" error={errors.instagram_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://instagram.com/…" {...field("instagram_url")} />
            </FormField>
            <FormField id="twitter_url" label="X (Twitter)" error={errors.twitter_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://x.com/…" {...field("twitter_url")} />
            </FormField>
            <FormField id="youtube_url" label="YouTube" error={errors.youtube_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://youtube.com/…" {...field("youtube_url")} />
            </FormField>
          </div>
        </FormSection>

        <SaveBar
          dirty={isDirty}
          busy={isSubmitting}
          submitLabel={complete ? "Save and continue" : "Save profile"}
          onDiscard={() => form.reset()}
          extra={
            complete ? (
              <Button asChild variant="ghost">
                <Link to={CHURCH_DASHBOARD}>Skip for now</Link>
              </Button>
            ) : undefined
          }
        />
      </form>
      {guard.dialog}
    </EditorLayout>
  );
}
